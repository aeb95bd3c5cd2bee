import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * A modal dialog (React Aria: focus trapped and restored, Escape closes unless `role` is
 * alertdialog): a title, its content and a row of actions. Open state is the caller's.
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  role = 'dialog',
  testId,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  role?: 'dialog' | 'alertdialog';
  testId?: string;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={role === 'dialog'}
      isKeyboardDismissDisabled={role === 'alertdialog'}
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 p-4 sm:items-center"
    >
      <Modal className="w-full max-w-md rounded-lg bg-background shadow-xl outline-none">
        <Dialog role={role} data-testid={testId} className="flex flex-col gap-4 p-6 outline-none">
          <Heading slot="title" className="text-lg font-semibold">
            {title}
          </Heading>
          {children ? <div className="text-sm leading-relaxed text-text">{children}</div> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
