import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Button } from '../../../ui/Button.tsx';
import type { ButtonVariant } from '../../../ui/buttonClass.ts';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';

/**
 * A button that asks first: a modal dialog (focus trapped, Escape cancels) with the question and
 * confirm / cancel; `onConfirm` runs only when confirmed.
 */
export function ConfirmButton({
  label,
  title,
  children,
  confirmLabel,
  onConfirm,
  disabled,
  variant = 'secondary',
  testId,
}: {
  label: string;
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: ButtonVariant;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} disabled={disabled} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <ModalDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={title}
        testId="confirm-dialog"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('admin.common.cancel')}
            </Button>
            <Button
              data-testid="confirm-yes"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel ?? t('admin.common.confirm')}
            </Button>
          </>
        }
      >
        {children}
      </ModalDialog>
    </>
  );
}
