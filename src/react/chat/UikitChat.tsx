import type { CSSProperties } from 'react';
import { ChatHeader } from './parts/ChatHeader';
import { ProblemBanner } from './parts/ProblemBanner';
import { Composer } from './parts/Composer';
import { StartScreen } from './parts/StartScreen';
import { ThreadHistory } from './parts/ThreadHistory';
import { ThreadView } from './parts/ThreadView';
import { UikitRoot } from './parts/UikitRoot';
import type { UikitControl } from './useUikit';

/** The parts of the default layout, for `classNames` and `styles`. */
export type UikitPart =
  'header' | 'history' | 'thread' | 'startScreen' | 'problem' | 'composer' | 'main';

/**
 * Props of `<UikitChat>`: the `control` from `useUikit`, and classes or styles for the root and
 * each part.
 */
export interface UikitChatProps {
  control: UikitControl;
  className?: string;
  style?: CSSProperties;
  /** Classes for each part of the layout. */
  classNames?: Partial<Record<UikitPart, string>>;
  /** Inline styles for each part of the layout. */
  styles?: Partial<Record<UikitPart, CSSProperties>>;
}

/**
 * The drop-in chat: header, history, conversation, start screen and composer, driven by the
 * session's configuration. Give it a height (it fills its box).
 *
 * @example
 * const { control } = useUikit({ api: { baseUrl, getSession } });
 * return <UikitChat control={control} style={{ height: '70vh' }} />;
 */
export function UikitChat({
  control,
  className,
  style,
  classNames = {},
  styles = {},
}: UikitChatProps) {
  return (
    <UikitRoot
      control={control}
      {...(className === undefined ? {} : { className })}
      {...(style === undefined ? {} : { style })}
    >
      <ThreadHistory {...part('history', classNames, styles)} />
      <div data-slot="main" part="main" className={classNames.main} style={styles.main}>
        <ChatHeader {...part('header', classNames, styles)} />
        <StartScreen {...part('startScreen', classNames, styles)} />
        <ThreadView {...part('thread', classNames, styles)} />
        <ProblemBanner {...part('problem', classNames, styles)} />
        <Composer {...part('composer', classNames, styles)} />
      </div>
    </UikitRoot>
  );
}

function part(
  name: UikitPart,
  classNames: Partial<Record<UikitPart, string>>,
  styles: Partial<Record<UikitPart, CSSProperties>>,
) {
  return {
    ...(classNames[name] === undefined ? {} : { className: classNames[name] }),
    ...(styles[name] === undefined ? {} : { style: styles[name] }),
  };
}
