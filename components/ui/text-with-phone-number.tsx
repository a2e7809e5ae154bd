import { Fragment } from 'react';
import { site } from '@/content/site';
import { PhoneNumber } from './phone-number';

/** Copy that may mention the company number: the number inside it never wraps (PhoneNumber). */
export function TextWithPhoneNumber({ text }: { text: string }) {
  const parts = text.split(site.phone.display);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one string never reorder, so their position is a stable key.
        <Fragment key={index}>
          {index > 0 ? <PhoneNumber /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
