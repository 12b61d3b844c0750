import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { taskGroup, taskItem } from '../../../test/fixtures/items';
import type { TaskGroupItem } from '../../wire/items';
import { ThreadItemView } from './ThreadItemView';

const group = (tasks: TaskGroupItem['tasks']): TaskGroupItem => ({ ...taskGroup, tasks });
const fiveTasks = ['Search flights', 'Compare prices', 'Check hotels', 'Book', 'Confirm'].map(
  (heading) => ({
    heading,
    summary: null,
    type: 'custom' as const,
  }),
);

describe('Task', () => {
  it('shows heading and summary', () => {
    render(<ThreadItemView item={taskItem} />);
    expect(screen.getByText('Searched the web')).toBeInTheDocument();
    expect(screen.getByText('Found 3 sources about Lisbon weather in May')).toBeInTheDocument();
  });

  it('styles a thought distinctly and names it', () => {
    const { container } = render(
      <ThreadItemView
        item={{ ...taskItem, task_type: 'thought', heading: 'Considering the weather' }}
      />,
    );
    expect(container.querySelector('[data-slot="task"]')).toHaveAttribute(
      'data-task-type',
      'thought',
    );
    expect(screen.getByText('Thought')).toBeInTheDocument();
  });

  it('is busy while streaming and shows a status mark when it has one', () => {
    const { container, rerender } = render(<ThreadItemView item={taskItem} streaming />);
    expect(container.querySelector('[data-slot="task"]')).toHaveAttribute('aria-busy', 'true');
    rerender(<ThreadItemView item={{ ...taskItem, status_indicator: 'complete' }} />);
    expect(screen.getByText('Done')).toBeInTheDocument();
  });

  it('renders a task without heading or summary', () => {
    const { container } = render(
      <ThreadItemView item={{ ...taskItem, heading: null, summary: null }} />,
    );
    expect(container.querySelector('[data-slot="item-error"]')).toBeNull();
  });
});

describe('TaskGroup', () => {
  it('shows progress and stays open while in progress', () => {
    render(<ThreadItemView item={group(fiveTasks.slice(0, 3))} streaming />);
    const toggle = screen.getByRole('button', { expanded: true });
    expect(toggle).toHaveTextContent('Check hotels');
    expect(toggle).toHaveTextContent('2 of 3');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('counts tasks by their status marks when they have them', () => {
    render(
      <ThreadItemView
        item={group(
          fiveTasks.map((task, index) => ({
            ...task,
            status_indicator: index < 2 ? 'complete' : index === 2 ? 'loading' : 'none',
          })),
        )}
        streaming
      />,
    );
    expect(screen.getByRole('button', { expanded: true })).toHaveTextContent('2 of 5');
  });

  it('collapses once done, and follows the user once they toggle it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ThreadItemView item={group(fiveTasks)} streaming />);
    rerender(<ThreadItemView item={group(fiveTasks)} />);
    const toggle = screen.getByRole('button', { name: /Tasks/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('5 of 5');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Book')).toBeVisible();
  });

  it('renders an empty group', () => {
    render(<ThreadItemView item={group([])} streaming />);
    expect(screen.getByRole('button')).toHaveTextContent('0 of 0');
  });
});
