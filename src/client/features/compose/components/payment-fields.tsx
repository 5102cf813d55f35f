import { useState } from 'react';
import { X } from 'lucide-react';
import { t } from '../../../../shared/i18n.ts';
import { LIMITS } from '../../../../shared/limits.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import { Button } from '../../../components/button.tsx';
import { useDialog } from '../../../components/dialog-context.ts';
import type { PaymentMethod } from '../lib/form-state.ts';
import { resizeImage } from '../lib/resize-image.ts';
import { Choice, Field } from '../../../components/form-controls.tsx';
import { FilePicker } from '../../../components/file-picker.tsx';
import fields from '../../../components/form.module.css';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { gatewayTexts } from '../../../../shared/gateway-texts.ts';
import media from './media.module.css';
import styles from './post-form.module.css';

export interface PaymentValue {
  method: PaymentMethod;
  link: string;
  qr: string;
  /** The payee of a UPI request (decision 072). */
  upiId: string;
  upiName: string;
}

export interface PaymentFieldsProps {
  idPrefix: string;
  legend: string;
  value: PaymentValue;
  onChange: (value: Partial<PaymentValue>) => void;
}

/** SPEC §3/§5: how a paid in-app registration is paid: a payment link, or a QR code picture. */
export function PaymentFields({ idPrefix, legend, value, onChange }: PaymentFieldsProps) {
  const showDialog = useDialog();
  const [preparing, setPreparing] = useState(false);
  const qrId = `${idPrefix}-qr`;
  // Razorpay where the campus set it up (decision 074); an event that already uses it keeps showing its choice.
  const gateway = usePublicConfig().data?.paymentGateway === 'razorpay' || value.method === 'razorpay';

  async function onPick(file: File | undefined) {
    if (!file) return;
    setPreparing(true);
    try {
      onChange({ qr: await resizeImage(file) });
    } catch {
      void showDialog({ title: t(MESSAGES.inputRequiredTitle), message: t(MESSAGES.invalidImage) });
    } finally {
      setPreparing(false);
    }
  }

  return (
    <fieldset className={styles.subsection}>
      <legend className={styles.subsectionTitle}>{legend}</legend>
      <Choice
        name={`${idPrefix}-method`}
        legend={t('Payment method')}
        value={value.method}
        options={[
          { value: 'link', label: t('Link') },
          { value: 'qr', label: t('QR code') },
          { value: 'upi', label: t('UPI ID') },
          ...(gateway ? [{ value: 'razorpay' as const, label: gatewayTexts.choice() }] : []),
        ]}
        onValue={(method) => onChange({ method })}
      />
      {value.method === 'razorpay' ? (
        <p className={fields.hint}>{gatewayTexts.choiceHint()}</p>
      ) : value.method === 'upi' ? (
        <UpiFields idPrefix={idPrefix} value={value} onChange={onChange} />
      ) : value.method === 'link' ? (
        <Field
          id={`${idPrefix}-link`}
          label={t('Payment link')}
          type="url"
          inputMode="url"
          placeholder={t('https://')}
          maxLength={LIMITS.linkMax}
          value={value.link}
          onValue={(link) => onChange({ link })}
        />
      ) : (
        <div className={media.qrRow}>
          {value.qr && (
            <div className={media.thumb}>
              <img src={value.qr} alt={t('Payment QR code')} className={media.thumbImage} />
              <Button
                variant="ghost"
                iconOnly
                size="sm"
                className={media.thumbRemove}
                aria-label={t('Remove QR code')}
                icon={<X aria-hidden="true" size={16} />}
                onClick={() => onChange({ qr: '' })}
              />
            </div>
          )}
          <div className={media.qrPicker}>
            <FilePicker
              id={qrId}
              label={t('QR code image')}
              buttonText={t('Choose a picture')}
              hasFile={Boolean(value.qr)}
              storedText={t('QR code added')}
              busy={preparing}
              hint={preparing ? t('Preparing the picture…') : undefined}
              onFiles={(files) => void onPick(files[0])}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}

/**
 * Paid by UPI request (decision 072): each registrant gets a QR code and an app link for exactly what they owe, with
 * a reference that matches their payment on the statement. The server checks both fields (MESSAGES.upiIdInvalid,
 * MESSAGES.upiNameRequired).
 */
function UpiFields({ idPrefix, value, onChange }: Pick<PaymentFieldsProps, 'idPrefix' | 'value' | 'onChange'>) {
  return (
    <>
      <Field
        id={`${idPrefix}-upi-id`}
        label={t('UPI ID')}
        placeholder={t('name@okaxis')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.upiIdMax}
        required
        hint={t('Each student gets a QR code and an app link for what they owe, with a reference that shows on your statement.')}
        value={value.upiId}
        onValue={(upiId) => onChange({ upiId })}
      />
      <Field
        id={`${idPrefix}-upi-name`}
        label={t('Name on the UPI ID')}
        autoComplete="off"
        maxLength={LIMITS.nameMax}
        required
        value={value.upiName}
        onValue={(upiName) => onChange({ upiName })}
      />
    </>
  );
}
