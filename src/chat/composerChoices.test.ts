import { describe, expect, it } from 'vitest';
import {
  canPick,
  composerPlaceholder,
  effectiveModelId,
  keepsToolAfterSend,
} from './composerChoices';

const choices = {
  tools: [
    { id: 'search', placeholderOverride: 'Search for…' },
    { id: 'canvas', persistent: true },
  ],
  models: [
    { id: 'expert', default: true, disabled: true },
    { id: 'fast', default: true },
    { id: 'deep' },
  ],
};

describe('composer choices', () => {
  it('shows the picked tool’s placeholder, else the composer’s own', () => {
    expect(composerPlaceholder(choices.tools, 'search', 'Message')).toBe('Search for…');
    expect(composerPlaceholder(choices.tools, 'canvas', 'Message')).toBe('Message');
    expect(composerPlaceholder(choices.tools, null, 'Message')).toBe('Message');
  });

  it('refuses a disabled model and ids that are not offered', () => {
    expect(canPick(choices.models, 'expert')).toBe(false);
    expect(canPick(choices.models, 'deep')).toBe(true);
    expect(canPick(choices.models, 'other')).toBe(false);
    expect(canPick(choices.models, null)).toBe(true);
    expect(canPick(choices.tools, 'other')).toBe(false);
    expect(canPick(choices.tools, null)).toBe(true);
    expect(canPick([], 'anything')).toBe(true);
  });

  it('sends the first default model that can be picked when none is picked', () => {
    expect(effectiveModelId(choices, null)).toBe('fast');
    expect(effectiveModelId(choices, 'deep')).toBe('deep');
    expect(effectiveModelId({ tools: [], models: [] }, null)).toBeNull();
  });

  it('keeps only persistent tools after a send', () => {
    expect(keepsToolAfterSend(choices, 'canvas')).toBe(true);
    expect(keepsToolAfterSend(choices, 'search')).toBe(false);
  });
});
