import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';

/** A dialog's buttons: Close on the left of the action. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4 flex justify-end gap-2 border-t border-slate-200 pt-4">
      <DialogClose asChild>
        <Button>Close</Button>
      </DialogClose>
      {children}
    </div>
  );
}
