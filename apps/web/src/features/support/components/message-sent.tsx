import { useEffect, useRef } from 'react';
import { SUPPORT_RESPONSE_TIME } from '@pawrx/contracts/constants';
import { Button } from '../../../components/ui/button';

type MessageSentProps = { email: string; onSendAnother: () => void };

/** Spec §2: the confirmation after a support message has been sent. */
export function MessageSent({ email, onSendAnother }: MessageSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the confirmation so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </div>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-5 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        Message Sent!
      </h2>
      <div className="mx-auto mt-3 max-w-md space-y-2 text-slate-600">
        <p>Thank you for reaching out. We will review your message {SUPPORT_RESPONSE_TIME}.</p>
        <p>Urgent issues get a response as soon as possible (ASAP).</p>
        <p>
          Our reply will go to <strong className="break-all text-slate-800">{email}</strong>.
        </p>
      </div>
      <Button onClick={onSendAnother} className="mt-7">
        Send Another Message
      </Button>
    </div>
  );
}
