import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fakeApi, type FakeReply } from '../../../test/fake-api';
import { makeUser } from '../../../test/factories';
import { meReply, storeToken } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { sendSupportRequest } from '../api/send-support-request';

const CONTACT = 'POST /api/support/contact';
const sent = {
  status: 201,
  body: { success: true, message: 'Support request sent successfully!' },
};
const user = makeUser({ name: 'Zoë Müller', email: 'zoe@example.com' });

async function openPage(reply: FakeReply | (() => FakeReply) = sent) {
  storeToken('owner-token');
  const net = fakeApi({
    'GET /api/auth/me': meReply(user),
    [CONTACT]: typeof reply === 'function' ? reply : () => reply,
  });
  const view = renderApp('/contact-support');
  // The page is lazily loaded: the first render in a run can take a while.
  await screen.findByRole('heading', { name: 'Contact Support' }, { timeout: 15_000 });
  return { ...view, net };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

async function fillAndSend(view: Awaited<ReturnType<typeof openPage>>) {
  await view.user.selectOptions(field('Category'), 'Bug Report');
  await view.user.type(field('Subject'), 'Calendar is empty');
  await view.user.click(screen.getByRole('checkbox', { name: /Mark as urgent/ }));
  await view.user.type(field('Message'), 'No dots on the calendar.');
  await view.user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactSupportPage', () => {
  it('starts with name and email from the account, category General Question and urgent off', async () => {
    await openPage();
    expect(field('Name')).toHaveValue('Zoë Müller');
    expect(field('Email')).toHaveValue('zoe@example.com');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Category')).toHaveDisplayValue('General Question');
    expect(screen.getByRole('checkbox', { name: /Mark as urgent/ })).not.toBeChecked();
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    const options = within(field('Category')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'General Question',
      'Technical Issue',
      'Bug Report',
      'Feature Request',
      'Account Help',
      'Medication Question',
      'Urgent Issue',
    ]);
  });

  it('shows the side panel and the demonstration-project note', async () => {
    await openPage();
    const panel = screen.getByRole('complementary', { name: 'How support works' });
    expect(within(panel).getByText(/directly to the PawRx support inbox/)).toBeInTheDocument();
    expect(within(panel).getByText('within 3 business days')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Something urgent?' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Quick tips' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/demonstration \(portfolio\) project/);
    expect(screen.getByRole('note')).toHaveTextContent(/contact your local veterinarian/);
  });

  it('disables every field and the button while sending, then shows Message Sent!', async () => {
    const hold = deferred<typeof sent>();
    const view = await openPage(() => hold.promise);
    await fillAndSend(view);

    const busy = await screen.findByRole('button', { name: /Sending Message\.\.\./ });
    expect(busy).toBeDisabled();
    for (const label of ['Name', 'Email', 'Category', 'Subject', 'Message'])
      expect(field(label)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Mark as urgent/ })).toBeDisabled();

    hold.resolve(sent);
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(screen.getByText(/review your message within 3 business days/)).toBeInTheDocument();
    expect(screen.getByText(/as soon as possible \(ASAP\)/)).toBeInTheDocument();
    expect(screen.getByText('zoe@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Support request sent successfully!')).toBeInTheDocument();

    const [request] = view.net.calls(CONTACT);
    expect(request!.body).toEqual({
      name: 'Zoë Müller',
      email: 'zoe@example.com',
      category: 'bug',
      subject: 'Calendar is empty',
      urgent: true,
      message: 'No dots on the calendar.',
    });
    expect(request!.headers.authorization).toBe('Bearer owner-token');
  });

  it('Send Another Message returns to a form reset to its defaults, name and email prefilled', async () => {
    const view = await openPage();
    await view.user.clear(field('Name'));
    await view.user.type(field('Name'), 'Someone Else');
    await view.user.clear(field('Email'));
    await view.user.type(field('Email'), 'other@example.com');
    await fillAndSend(view);
    expect(await screen.findByText('other@example.com')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field('Name')).toHaveValue('Zoë Müller');
    expect(field('Email')).toHaveValue('zoe@example.com');
    expect(field('Category')).toHaveDisplayValue('General Question');
    expect(screen.getByRole('checkbox', { name: /Mark as urgent/ })).not.toBeChecked();
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each([
    [
      'the server message',
      { status: 429, body: { success: false, message: 'Too many requests. Please wait.' } },
      'Too many requests. Please wait.',
    ],
    ['the fallback', { status: 500, body: {} }, 'Failed to send support request'],
    ['the network message', 'network-error' as const, 'Network error - please try again.'],
  ])('on failure toasts %s and stays on the form with what was typed', async (_c, reply, text) => {
    const view = await openPage(reply);
    await fillAndSend(view);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Message Sent!' })).not.toBeInTheDocument();
    expect(field('Subject')).toHaveValue('Calendar is empty');
    expect(field('Message')).toHaveValue('No dots on the calendar.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('names the missing fields and sends nothing', async () => {
    const view = await openPage();
    await view.user.clear(field('Name'));
    await view.user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(field('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(view.net.calls(CONTACT)).toHaveLength(0);
  });
});

describe('sendSupportRequest', () => {
  const body = {
    name: 'A',
    email: 'a@example.com',
    subject: 'S',
    category: 'general' as const,
    message: 'M',
    urgent: false,
  };

  it('carries the bearer header only when signed in', async () => {
    storeToken('owner-token');
    const net = fakeApi({ [CONTACT]: sent });
    await sendSupportRequest(body, true);
    await sendSupportRequest(body, false);
    await waitFor(() => expect(net.calls(CONTACT)).toHaveLength(2));
    expect(net.calls(CONTACT)[0]!.headers.authorization).toBe('Bearer owner-token');
    expect(net.calls(CONTACT)[1]!.headers.authorization).toBeUndefined();
  });
});
