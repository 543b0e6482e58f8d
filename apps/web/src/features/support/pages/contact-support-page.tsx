import { useState } from 'react';
import { SUPPORT_MESSAGES } from '@pawrx/contracts/messages';
import type { SupportRequestBody } from '@pawrx/contracts/support';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { useSendSupportRequest } from '../api/send-support-request';
import { DemoProjectNote } from '../components/demo-project-note';
import { MessageSent } from '../components/message-sent';
import { SupportForm } from '../components/support-form';
import { SupportSidePanel } from '../components/support-side-panel';
import { supportDefaults } from '../utils/support-form';

/** /contact-support (spec §2, §4, §5, §8): editing → sending → Message Sent!. */
export function ContactSupportPage() {
  const { user, isAuthenticated } = useAuth();
  const send = useSendSupportRequest(isAuthenticated);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Bumped after a send so the form remounts with fresh defaults (spec §4 reset).
  const [formKey, setFormKey] = useState(0);

  const handleSend = async (body: SupportRequestBody): Promise<boolean> => {
    try {
      await send.mutateAsync(body);
    } catch (error) {
      // On failure the form stays as it is, with everything typed kept.
      toast.error(errorMessage(error, SUPPORT_MESSAGES.failed, SUPPORT_MESSAGES.networkError));
      return false;
    }
    toast.success(SUPPORT_MESSAGES.sent);
    setSentTo(body.email);
    setFormKey((key) => key + 1);
    return true;
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Contact Support</h1>
        <p className="mt-1 text-slate-600">
          Questions, problems or ideas about PawRx? Send us a message.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {sentTo === null ? (
            <SupportForm
              key={formKey}
              defaultValues={supportDefaults(user)}
              sending={send.isPending}
              onSend={handleSend}
            />
          ) : (
            <MessageSent email={sentTo} onSendAnother={() => setSentTo(null)} />
          )}
          <DemoProjectNote />
        </div>
        <SupportSidePanel />
      </div>
    </div>
  );
}
