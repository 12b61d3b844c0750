import { describe, expect, it } from 'vitest';
import {
  canPickModel,
  canPickTool,
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
    expect(composerPlaceholder(choices, 'search', 'Message')).toBe('Search for…');
    expect(composerPlaceholder(choices, 'canvas', 'Message')).toBe('Message');
    expect(composerPlaceholder(choices, null, 'Message')).toBe('Message');
  });

  it('refuses a disabled model and ids that are not offered', () => {
    expect(canPickModel(choices, 'expert')).toBe(false);
    expect(canPickModel(choices, 'deep')).toBe(true);
    expect(canPickModel(choices, 'other')).toBe(false);
    expect(canPickModel(choices, null)).toBe(true);
    expect(canPickTool(choices, 'other')).toBe(false);
    expect(canPickTool(choices, null)).toBe(true);
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
