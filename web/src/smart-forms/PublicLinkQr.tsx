// The public link as a QR code, for printing on a poster or showing on a phone at a distribution point. The
// `qrcode` library is imported only here, inside the effect, so the builder chunk does not carry it for the many
// visits that never open a published form; it draws locally, so the link never goes to a QR service.
import { Anchor, Image, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  url: string;
  formName: string;
};

export function PublicLinkQr({ url, formName }: Props) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    // A slower drawing for a previous URL must not overwrite the current one.
    let current = true;
    setSrc(null);
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(url, { type: 'image/png', errorCorrectionLevel: 'M', margin: 1, width: 240 }))
      .then((dataUrl) => {
        if (current) setSrc(dataUrl);
      })
      // Without a QR code the link above stays copyable: nothing to tell the user.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url]);

  if (!src) return null;
  return (
    <Stack gap={4} align="center">
      <Image src={src} alt={t('smartForms.builder.publicQrAlt')} w={120} h={120} data-testid="builder-public-qr" />
      <Anchor href={src} download={`${formName}-qr.png`} size="sm" data-testid="builder-public-qr-download">
        {t('smartForms.builder.publicQrDownload')}
      </Anchor>
    </Stack>
  );
}
