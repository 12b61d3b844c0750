import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  reasoningGroup,
  taskGroup,
  taskItem,
  webSearchTask,
  workflowGroup,
} from '../../../test/fixtures/items';
import type { TaskGroupItem, TaskItem } from '../../wire/items';
import { RenderProvider } from '../context/RenderContext';
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

describe('tasks of ChatKit 1.6 (protocol section 12)', () => {
  it('shows a web search with its icon, queries and sources as links', () => {
    render(<ThreadItemView item={webSearchTask} />);
    expect(screen.getByRole('img', { name: 'Web search' })).toHaveAttribute('data-icon', 'search');
    const queries = screen.getByRole('list', { name: 'Searched for' });
    expect(
      within(queries)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Lisbon weather May', 'Lisbon rain days May']);
    const sources = screen.getByRole('list', { name: 'Sources' });
    const link = within(sources).getByRole('link', { name: /IPMA: weather in Portugal/ });
    expect(link).toHaveAttribute('href', 'https://www.ipma.pt/en/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('ipma.pt');
  });

  it('never links a source the URL policy refuses: its text stays, inert', () => {
    const item: TaskItem = {
      ...webSearchTask,
      sources: [
        { type: 'url', url: 'javascript:alert(1)', title: 'Click me' },
        { type: 'url', url: 'data:text/html,<script>1</script>', title: 'Data' },
      ],
    };
    const { container } = render(<ThreadItemView item={item} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Click me')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('shows a file task’s files, an image task’s icon, and a fallback for a bad source', () => {
    const files: TaskItem = {
      ...webSearchTask,
      task_type: 'file',
      heading: 'Read the itinerary',
      queries: [],
      sources: [{ type: 'file', filename: 'itinerary.pdf' }],
    };
    const { unmount } = render(<ThreadItemView item={files} />);
    expect(screen.getByRole('img', { name: 'Files' })).toHaveAttribute('data-icon', 'document');
    expect(within(screen.getByRole('list', { name: 'Files' })).getByText('itinerary.pdf'));
    expect(screen.queryByRole('list', { name: 'Searched for' })).toBeNull();
    unmount();
    const image: TaskItem = { ...webSearchTask, task_type: 'image', queries: [], sources: [] };
    render(<ThreadItemView item={image} />);
    expect(screen.getByRole('img', { name: 'Image' })).toHaveAttribute('data-icon', 'square-image');
  });

  it('draws a task’s own icon, and keeps the place of an unknown one, empty', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(
      <>
        <ThreadItemView item={{ ...taskItem, id: 'a', icon: 'globe' }} />
        <ThreadItemView item={{ ...taskItem, id: 'b', icon: 'no-such-icon' }} />
      </>,
    );
    const icons = container.querySelectorAll('[data-slot="task-icon"] svg');
    expect(icons).toHaveLength(2);
    expect(icons[0]).toHaveAttribute('data-icon', 'globe');
    expect(icons[1]).toHaveAttribute('data-icon', 'no-such-icon');
    expect(icons[1]).toHaveAttribute('width', '1em');
    expect(icons[1]?.childElementCount).toBe(0);
    vi.restoreAllMocks();
  });

  it('lists 8 of 10,000 queries and sources, and more on request', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 10_000 }, (_, index) => String(index));
    const { container } = render(
      <ThreadItemView
        item={{
          ...webSearchTask,
          queries: many,
          sources: many.map((n) => ({ type: 'url', url: `https://s${n}.example`, title: n })),
        }}
      />,
    );
    expect(container.querySelectorAll('[data-slot="task-query"]')).toHaveLength(8);
    expect(container.querySelectorAll('[data-slot="task-source"]')).toHaveLength(8);
    const [queriesMore] = screen.getAllByRole('button', { name: 'Show 50 more' });
    if (queriesMore) await user.click(queriesMore);
    expect(container.querySelectorAll('[data-slot="task-query"]')).toHaveLength(58);
  });
});

describe('reasoning and workflow groups (protocol section 12)', () => {
  it('says it is thinking while it runs, with no count of steps', () => {
    const { summary: _, ...running } = reasoningGroup;
    render(<ThreadItemView item={{ ...running, expanded: undefined }} streaming />);
    const toggle = screen.getByRole('button', { expanded: true });
    expect(toggle).toHaveTextContent('Thinking…');
    expect(toggle).not.toHaveTextContent(/of/);
  });

  it('says how long it thought once done, closed as `expanded: false` asks, and opens', async () => {
    const user = userEvent.setup();
    render(<ThreadItemView item={reasoningGroup} />);
    const toggle = screen.getByRole('button', { name: 'Thought for 12 s' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Weighing the weather')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Web search' })).toBeInTheDocument();
    expect(screen.getByText('itinerary.pdf')).toBeVisible();
  });

  it('says the summary in the locale’s words', () => {
    render(
      <RenderProvider labels={{ thoughtFor: (seconds) => `Nachgedacht: ${String(seconds)} s` }}>
        <ThreadItemView item={{ ...reasoningGroup, summary: { duration: 61.6 } }} />
      </RenderProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('Nachgedacht: 62 s');
  });

  it('shows a workflow’s summary title with its icon, open as `expanded: true` asks', () => {
    render(<ThreadItemView item={workflowGroup} />);
    const toggle = screen.getByRole('button', { expanded: true });
    expect(toggle).toHaveTextContent('Planned four days');
    expect(toggle).toHaveTextContent('2 of 2');
    expect(toggle.querySelector('[data-icon="calendar"]')).not.toBeNull();
  });

  it('says "Reasoning" for a finished reasoning group without a summary', () => {
    const { summary: _, ...done } = reasoningGroup;
    render(<ThreadItemView item={done} />);
    expect(screen.getByRole('button')).toHaveTextContent('Reasoning');
  });
});
