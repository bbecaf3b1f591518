import * as Toast from '@radix-ui/react-toast';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';

interface ToastMessage {
  id: number;
  title: string;
  description?: string | undefined;
  tone: 'success' | 'error';
}

type Notify = (message: Omit<ToastMessage, 'id' | 'tone'> & { tone?: ToastMessage['tone'] }) => void;

const ToastContext = createContext<Notify | null>(null);

/** Radix toasts (announced, dismissable, paused on hover) for what a mutation did. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<ToastMessage[]>([]);
  const notify = useCallback<Notify>((message) => {
    // The three newest stay on screen; older ones give way.
    setMessages((all) => [...all.slice(-2), { id: Date.now() + Math.random(), tone: 'success', ...message }]);
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext value={value}>
      <Toast.Provider swipeDirection="right" duration={6000}>
        {children}
        {messages.map((message) => (
          <Toast.Root
            key={message.id}
            type={message.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) setMessages((all) => all.filter((m) => m.id !== message.id));
            }}
            className={`flex items-start gap-3 rounded-md border px-4 py-3 shadow-lg ${message.tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-emerald-300 bg-emerald-50 text-emerald-950'}`}
          >
            <div className="flex-1">
              <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
              {message.description ? <Toast.Description className="text-sm">{message.description}</Toast.Description> : null}
            </div>
            <Toast.Close aria-label="Dismiss" className="text-sm">
              ✕
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="fixed right-4 bottom-4 z-[60] flex w-96 flex-col gap-2 outline-none" />
      </Toast.Provider>
    </ToastContext>
  );
}

/** Shows a toast. */
export function useToast(): Notify {
  const notify = use(ToastContext);
  if (!notify) throw new Error('useToast needs ToastProvider');
  return notify;
}
