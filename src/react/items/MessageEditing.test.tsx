import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { assistantMessage, thread, THREAD_ID, userMessage } from '../../../test/fixtures/items';
import { taggedUserMessage, taggedUserMessageText } from '../../../test/fixtures/states';
import { renderChat, sse } from '../../../test/support/chat';
import { errorResponse } from '../../../test/support/fakeFetch';
import { chatKitSession } from '../../chat/chatKitServer';
import type { UserMessageItem } from '../../wire/items';
import { ItemActionsContext, type ItemActions } from '../context/ItemActionsContext';
import { ThreadItemView } from './ThreadItemView';

const field = () => screen.getByRole('textbox', { name: 'Edit your message' });
const editButton = () => screen.getByRole('button', { name: 'Edit message' });

/** An edit that stays on its way (the answer still streaming). */
const pending = () => new Promise<boolean>(() => undefined);

/** A user message rendered as in a chat that can edit; `onEdit` answers each edit. */
function renderEditable(
  item: UserMessageItem,
  onEdit: NonNullable<ItemActions['onEditUserMessage']> = vi.fn(() => Promise.resolve(true)),
  overrides: Partial<ItemActions> = {},
) {
  const actions: ItemActions = {
    copy: true,
    feedback: false,
    retry: false,
    onEditUserMessage: onEdit,
    ...overrides,
  };
  let replace: (next: UserMessageItem) => void = () => undefined;
  function Row() {
    const [shown, setShown] = useState(item);
    replace = setShown;
    return (
      <ItemActionsContext.Provider value={actions}>
        <ThreadItemView item={shown} />
      </ItemActionsContext.Provider>
    );
  }
  render(<Row />);
  return {
    onEdit,
    /** The service replaced the message (its `thread.item.replaced`). */
    replace: (next: UserMessageItem) => {
      act(() => {
        replace(next);
      });
    },
  };
}

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(editButton());
  return await screen.findByRole('textbox', { name: 'Edit your message' });
}

describe('the Edit button under a user message', () => {
  it('shows only where the chat can edit, beside copy, and even with copy off', () => {
    const { unmount } = render(<ThreadItemView item={userMessage} />);
    expect(screen.queryByRole('button', { name: 'Edit message' })).toBeNull();
    unmount();
    renderEditable(userMessage, undefined, { copy: false });
    const actions = editButton().closest('[data-slot="message-actions"]') as HTMLElement;
    expect(within(actions).queryByRole('button', { name: 'Copy your message' })).toBeNull();
    expect(editButton()).toBeEnabled();
  });

  it('is disabled while an answer is being produced', () => {
    renderEditable(userMessage, undefined, { busy: true });
    expect(editButton()).toBeDisabled();
  });
});

describe('editing a message in place', () => {
  it('turns the message into a labelled field on its text, focused, the caret at the end, its tags, quote and files shown', async () => {
    const user = userEvent.setup();
    const item = { ...taggedUserMessage, attachments: userMessage.attachments };
    renderEditable(item);
    const input = await openEditor(user);
    const message = input.closest('[data-slot="user-message"]') as HTMLElement;
    expect(message).toHaveAttribute('data-state', 'editing');
    expect(input).toHaveValue(taggedUserMessageText);
    expect(input).toHaveFocus();
    expect((input as HTMLTextAreaElement).selectionStart).toBe(taggedUserMessageText.length);
    // The tag stays marked, and is said to a screen reader.
    expect(message.querySelector('[data-slot="message-editor-tag"]')).toHaveTextContent(
      'Ada Lovelace',
    );
    expect(input).toHaveAccessibleDescription('Tagged: Ada Lovelace');
    expect(within(message).getByText(/Lisbon is hilly/)).toBeInTheDocument();
    const files = within(message).getByRole('list', { name: 'Attachments' });
    expect(within(files).getByRole('img', { name: 'suitcase.png' })).toBeInTheDocument();
    expect(within(message).getByRole('button', { name: 'Send edit' })).toBeEnabled();
    expect(within(message).getByRole('button', { name: 'Cancel edit' })).toBeEnabled();
  });

  it('sends with Enter; Shift+Enter is a new line', async () => {
    const user = userEvent.setup();
    const { onEdit } = renderEditable(userMessage, vi.fn(pending));
    const input = await openEditor(user);
    await user.clear(input);
    await user.type(input, 'Pack for June{Shift>}{Enter}{/Shift}please');
    expect(onEdit).not.toHaveBeenCalled();
    expect(input).toHaveValue('Pack for June\nplease');
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(userMessage.id, 'Pack for June\nplease');
    // On its way: the text waits, read-only, and cannot go twice.
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send edit' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('never sends on the Enter that ends an input method composition', async () => {
    const user = userEvent.setup();
    const { onEdit } = renderEditable(userMessage);
    const input = await openEditor(user);
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('sends with the Send button, which is off while the text is blank', async () => {
    const user = userEvent.setup();
    const { onEdit } = renderEditable(userMessage);
    const input = await openEditor(user);
    await user.clear(input);
    await user.type(input, '   ');
    const send = screen.getByRole('button', { name: 'Send edit' });
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onEdit).not.toHaveBeenCalled();
    await user.type(input, 'June?');
    await user.click(send);
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(userMessage.id, '   June?');
  });

  it('cancels with Escape, the message as it was, and gives focus back to the Edit button', async () => {
    const user = userEvent.setup();
    const { onEdit } = renderEditable(taggedUserMessage);
    const input = await openEditor(user);
    await user.type(input, ' And shoes?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/pack for four days in Lisbon\?$/)).toBeInTheDocument();
    expect(editButton()).toHaveFocus();
    expect(onEdit).not.toHaveBeenCalled();
    // And with the Cancel button, by keyboard.
    await openEditor(user);
    await user.tab({ shift: false });
    expect(screen.getByRole('button', { name: 'Cancel edit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(editButton()).toHaveFocus();
  });

  it('gives way to the message as the service replaced it, focus on the message', async () => {
    const user = userEvent.setup();
    const { replace } = renderEditable(userMessage, vi.fn(pending));
    const input = await openEditor(user);
    await user.clear(input);
    await user.type(input, 'What about June?{Enter}');
    replace({ ...userMessage, content: [{ type: 'input_text', text: 'What about June?' }] });
    expect(screen.queryByRole('textbox')).toBeNull();
    const message = screen.getByText('What about June?').closest('article') as HTMLElement;
    await waitFor(() => {
      expect(message).toHaveFocus();
    });
    // Focusable from code only: the thread's Tab order is as it was.
    expect(message).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the text the user wrote when the edit did not go through', async () => {
    const user = userEvent.setup();
    let fail: (took: boolean) => void = () => undefined;
    renderEditable(
      userMessage,
      vi.fn(
        () =>
          new Promise<boolean>((resolve) => {
            fail = resolve;
          }),
      ),
    );
    const input = await openEditor(user);
    await user.clear(input);
    await user.type(input, 'What about June?{Enter}');
    await act(async () => {
      fail(false);
      await Promise.resolve();
    });
    expect(field()).toHaveValue('What about June?');
    expect(field()).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send edit' })).toBeEnabled();
  });
});

describe('editing in a chat', () => {
  const later: UserMessageItem = {
    ...userMessage,
    id: 'itm_user_2',
    attachments: [],
    content: [{ type: 'input_text', text: 'And in June?' }],
  };
  const laterAnswer = {
    ...assistantMessage,
    id: 'itm_assistant_2',
    content: [{ type: 'output_text' as const, text: 'June is warm.', annotations: [] }],
  };
  const first: UserMessageItem = { ...taggedUserMessage, attachments: userMessage.attachments };
  const opened = {
    threads: [thread],
    items: { [THREAD_ID]: [first, assistantMessage, later, laterAnswer] },
  };

  it('sends the new text with the message’s tags and files, and the new answer takes the later items’ place', async () => {
    const user = userEvent.setup();
    const edited: UserMessageItem = {
      ...first,
      content: [
        { type: 'quoted_text', text: 'Lisbon is hilly; bring good shoes.' },
        { type: 'input_text', text: 'What should ' },
        { type: 'input_tag', id: 'person_ada', text: 'Ada Lovelace' },
        { type: 'input_text', text: ' wear in Porto?' },
      ],
    };
    const { requests } = renderChat(
      {
        ...opened,
        session: { capabilities: ['resume', 'stop', 'edit'] },
        conversation: () =>
          sse(
            { type: 'thread.item.removed', item_id: assistantMessage.id },
            { type: 'thread.item.removed', item_id: later.id },
            { type: 'thread.item.removed', item_id: laterAnswer.id },
            { type: 'thread.item.replaced', item: edited },
            {
              type: 'thread.item.done',
              item: {
                ...assistantMessage,
                id: 'itm_a_edit',
                content: [{ type: 'output_text', text: 'Bring a raincoat.', annotations: [] }],
              },
            },
          ),
      },
      { initialThread: THREAD_ID },
    );
    await screen.findByText('June is warm.');
    const firstMessage = screen.getByText(/pack for four days/).closest('article') as HTMLElement;
    await user.click(within(firstMessage).getByRole('button', { name: 'Edit message' }));
    const input = await screen.findByRole('textbox', { name: 'Edit your message' });
    // Only the end changes: the tag's text stands, so it goes as the tag.
    await user.keyboard('{Backspace}'.repeat(' pack for four days in Lisbon?'.length));
    await user.type(input, ' wear in Porto?{Enter}');

    await screen.findByText('Bring a raincoat.');
    const edit = requests.find((request) => request.url.pathname === '/v1/uikit/conversation');
    expect(edit?.body).toEqual({
      type: 'threads.edit_user_message',
      params: {
        thread_id: THREAD_ID,
        item_id: first.id,
        input: {
          content: edited.content,
          attachments: ['file_photo', 'file_pdf'],
          inference_options: first.inference_options,
        },
      },
    });
    expect(screen.queryByText('June is warm.')).toBeNull();
    expect(screen.queryByText('And in June?')).toBeNull();
    expect(screen.getByText(/wear in Porto\?/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Edit your message' })).toBeNull();
  });

  it('shows the failure as the chat shows any, and the editor keeps the edit', async () => {
    const user = userEvent.setup();
    renderChat(
      {
        ...opened,
        session: { capabilities: ['edit'] },
        conversation: () => errorResponse(500, { type: 'server_error', message: 'Boom' }),
      },
      { initialThread: THREAD_ID },
    );
    await screen.findByText('June is warm.');
    const lastMessage = screen.getByText('And in June?').closest('article') as HTMLElement;
    await user.click(within(lastMessage).getByRole('button', { name: 'Edit message' }));
    const input = await screen.findByRole('textbox', { name: 'Edit your message' });
    await user.type(input, ' Or July?{Enter}');
    await screen.findByRole('alert');
    await waitFor(() => {
      expect(field()).not.toHaveAttribute('readonly');
    });
    expect(field()).toHaveValue('And in June? Or July?');
    expect(screen.getByText('June is warm.')).toBeInTheDocument();
  });

  it('offers no Edit on a service without the capability, nor on a ChatKit server’s session', async () => {
    for (const session of [
      {},
      chatKitSession({ url: 'https://chatkit.example.test', domainKey: 'domain_pk_test' }),
    ]) {
      const { unmount } = renderChat({ ...opened, session }, { initialThread: THREAD_ID });
      await screen.findByText('June is warm.');
      expect(screen.getAllByRole('button', { name: 'Copy your message' })).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Edit message' })).toBeNull();
      unmount();
    }
  });
});
