import { Copy } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { useToast } from '../../../components/toast-context.ts';
import { copyText } from '../lib/copy-text.ts';

/** A small Copy button: the text goes to the clipboard and a toast says "Copied" (or how to copy by hand). */
export function CopyButton({ text, children, label }: { text: string; children: string; label?: string }) {
  const toast = useToast();
  return (
    <Button
      size="sm"
      variant="secondary"
      icon={<Copy aria-hidden="true" size={14} />}
      aria-label={label}
      onClick={() => void copyText(text).then((copied) => toast(copied ? t('Copied') : t('Could not copy: select the text and copy it yourself.')))}
    >
      {children}
    </Button>
  );
}
