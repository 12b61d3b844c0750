import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { structuredInput } from '../../../test/fixtures/items';
import type { StructuredInputItem } from '../../wire/structuredInput';
import { RenderProvider, type StructuredInputHandler } from '../context/RenderContext';
import { ThreadItemView } from './ThreadItemView';

const show = (
  item: StructuredInputItem,
  onStructuredInput?: StructuredInputHandler,
  streaming = false,
) =>
  render(
    <RenderProvider {...(onStructuredInput ? { onStructuredInput } : {})}>
      <ThreadItemView item={item} streaming={streaming} />
    </RenderProvider>,
  );

describe('StructuredInputView', () => {
  it('asks each question with the control its kind needs', () => {
    show(structuredInput, vi.fn());
    const form = screen.getByRole('form', { name: 'Questions' });
    expect(form).toBeInTheDocument();
    const pace = screen.getByRole('group', { name: 'What pace do you like?' });
    expect(pace.querySelectorAll('input[type="radio"]')).toHaveLength(3);
    const interests = screen.getByRole('group', { name: 'What interests you?' });
    expect(interests.querySelectorAll('input[type="checkbox"]')).toHaveLength(3);
    const notes = screen.getByRole('textbox', { name: 'Anything else we should know?' });
    expect(notes).toHaveAccessibleDescription('Dietary needs, mobility, dates that cannot move.');
  });

  it('is answered with the keyboard alone, and sends the answers keyed by question id', async () => {
    const user = userEvent.setup();
    const onStructuredInput = vi.fn<StructuredInputHandler>(() => Promise.resolve());
    show(structuredInput, onStructuredInput);
    // Radios: Tab into the group, arrows move the choice.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Relaxed' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Balanced' })).toBeChecked();
    // Checkboxes: Tab to each, Space toggles.
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Food' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Viewpoints' })).toBeChecked();
    // The text field, then Ctrl+Enter submits.
    await user.tab();
    await user.keyboard('No stairs, please');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onStructuredInput).toHaveBeenCalledWith(structuredInput.id, {
      status: 'answered',
      answers: {
        pace: { values: ['Balanced'] },
        interests: { values: ['Food', 'Viewpoints'] },
        notes: { values: ['No stairs, please'] },
      },
    });
    // Answered: the questions show their answers, read-only.
    expect(await screen.findByText('Balanced')).toBeInTheDocument();
    expect(screen.getByText('Food, Viewpoints')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('submits with Enter on the Submit button, an unanswered question sent as skipped', async () => {
    const user = userEvent.setup();
    const onStructuredInput = vi.fn<StructuredInputHandler>();
    show(structuredInput, onStructuredInput);
    await user.click(screen.getByRole('radio', { name: 'Packed' }));
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    expect(onStructuredInput).toHaveBeenCalledWith(structuredInput.id, {
      status: 'answered',
      answers: {
        pace: { values: ['Packed'] },
        interests: { values: [], skipped: true },
        notes: { values: [], skipped: true },
      },
    });
  });

  it('skips every question with the Skip button', async () => {
    const user = userEvent.setup();
    const onStructuredInput = vi.fn<StructuredInputHandler>();
    show(structuredInput, onStructuredInput);
    await user.click(screen.getByRole('radio', { name: 'Packed' }));
    screen.getByRole('button', { name: 'Skip' }).focus();
    await user.keyboard(' ');
    expect(onStructuredInput).toHaveBeenCalledWith(structuredInput.id, {
      status: 'skipped',
      answers: {
        pace: { values: [], skipped: true },
        interests: { values: [], skipped: true },
        notes: { values: [], skipped: true },
      },
    });
    expect(await screen.findAllByText('Skipped')).toHaveLength(3);
  });

  it('says sending failed, keeps the answers and lets the user try again', async () => {
    const user = userEvent.setup();
    const onStructuredInput = vi
      .fn<StructuredInputHandler>()
      .mockRejectedValueOnce(new Error('409'))
      .mockResolvedValueOnce(undefined);
    const onRenderError = vi.fn();
    render(
      <RenderProvider onStructuredInput={onStructuredInput} onRenderError={onRenderError}>
        <ThreadItemView item={structuredInput} />
      </RenderProvider>,
    );
    await user.click(screen.getByRole('radio', { name: 'Relaxed' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The message could not be sent.');
    expect(onRenderError).toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Relaxed' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onStructuredInput).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Relaxed')).toBeInTheDocument();
  });

  it('shows the questions read-only without a handler, or while the item streams', () => {
    const { unmount } = show(structuredInput);
    expect(screen.getByRole('radio', { name: 'Relaxed' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    unmount();
    show(structuredInput, vi.fn(), true);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });

  it('shows an answered item’s answers, and skipped ones as skipped', () => {
    const chosen = [['Relaxed'], ['Food', 'Museums'], []];
    show(
      {
        ...structuredInput,
        status: 'answered',
        inputs: structuredInput.inputs.map((input, index) => {
          const values = chosen[index] ?? [];
          return { ...input, answer: { values, skipped: values.length === 0 } };
        }),
      },
      vi.fn(),
    );
    const answers = screen.getByRole('group', { name: 'Questions' });
    expect(answers).toHaveTextContent('What pace do you like?Relaxed');
    expect(answers).toHaveTextContent('Food, Museums');
    expect(answers).toHaveTextContent('Anything else we should know?Skipped');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a question it cannot read as a fallback, and asks the others', () => {
    show(
      { ...structuredInput, inputs: [{ type: 'date' } as never, ...structuredInput.inputs] },
      vi.fn(),
    );
    expect(screen.getByRole('note')).toHaveTextContent('This part could not be displayed.');
    expect(screen.getByRole('radio', { name: 'Relaxed' })).toBeInTheDocument();
  });

  it('shows 20 of 5,000 questions and 20 of 10,000 options at first', async () => {
    const user = userEvent.setup();
    const options = Array.from({ length: 10_000 }, (_, index) => ({ value: `o${String(index)}` }));
    const many = Array.from({ length: 5000 }, (_, index) => ({
      type: 'multiple_choice' as const,
      id: `q${String(index)}`,
      question: `Question ${String(index)}`,
      options: index === 0 ? options : [{ value: 'a' }],
      multiple: false,
    }));
    const { container } = show({ ...structuredInput, inputs: many }, vi.fn());
    expect(container.querySelectorAll('[data-slot="structured-question"]')).toHaveLength(20);
    expect(container.querySelectorAll('input')).toHaveLength(20 + 19);
    const [questionsMore] = screen.getAllByRole('button', { name: 'Show 20 more' });
    if (questionsMore) await user.click(questionsMore);
    expect(container.querySelectorAll('input')).toHaveLength(40 + 19);
  });
});
