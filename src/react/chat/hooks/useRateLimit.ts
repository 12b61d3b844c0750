import type { RateLimitState } from '../../../chat/rateLimitState';
import { useChat } from '../ChatContext';
import { useRuntimeState } from './useChatState';

const whole = (state: RateLimitState) => state;

/**
 * Seconds until a message may be sent (0: now), from the rate-limit headers and 429s. The runtime
 * ticks the countdown while this is rendered, so the composer can show it instead of failing.
 *
 * @example
 * const { limited, seconds } = useRateLimit();
 * return limited ? <p>Wait {seconds} s</p> : null;
 */
export function useRateLimit(): RateLimitState {
  return useRuntimeState(useChat().runtime.state.rateLimit, whole);
}
