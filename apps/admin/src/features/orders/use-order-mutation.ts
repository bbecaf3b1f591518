import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/ui/toast';

/**
 * A change to an order: on success the order (and the lists that show it) are fetched again and a toast says what
 * happened; a failure stays on the mutation for the dialog to show with the API's message.
 */
export function useOrderMutation<TVariables, TResult>(
  orderId: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
  done: { title: string; description?: string; onSuccess?: () => void },
) {
  const queryClient = useQueryClient();
  const notify = useToast();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      notify({ title: done.title, description: done.description });
      done.onSuccess?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['order', orderId] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['returns'] }),
      ]);
    },
  });
}
