import { useEffect, useLayoutEffect } from 'react';

/** A layout effect in the browser; a plain effect on the server (which runs neither). */
export const useIsomorphicLayoutEffect =
  typeof window === 'undefined' ? useEffect : useLayoutEffect;
