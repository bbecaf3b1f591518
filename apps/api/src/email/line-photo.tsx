import type { ReactNode } from 'react';
import { Column, Img, Row } from '@react-email/components';
import type { EmailPhoto } from './line-photos';

/** A line's photo in an email: its width and height set (no layout shift, Outlook honours them) and its alt text. */
export function LinePhoto({ photo }: { photo: EmailPhoto }) {
  return (
    <Img
      src={photo.url}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      style={{ display: 'block', borderRadius: '4px', objectFit: 'cover' }}
    />
  );
}

/** The narrow column a line's photo sits in, before the line's text. */
export function LinePhotoColumn({ photo }: { photo: EmailPhoto }) {
  return (
    <Column width={photo.width + 12} style={{ verticalAlign: 'middle', paddingRight: '12px' }}>
      <LinePhoto photo={photo} />
    </Column>
  );
}

/**
 * An order line in an email: its photo in a narrow column before what it says, when it has one; without a photo the
 * line is exactly what it was before photos (no image, no empty column).
 */
export function PhotoLine({ photo, children }: { photo: EmailPhoto | undefined; children: ReactNode }) {
  if (!photo) return <>{children}</>;
  return (
    <Row>
      <LinePhotoColumn photo={photo} />
      <Column style={{ verticalAlign: 'middle' }}>{children}</Column>
    </Row>
  );
}
