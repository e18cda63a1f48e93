'use client';

import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Returns a function that moves focus to the form's first field marked `aria-invalid` once React has committed the
 * errors being set beside it (a timer or animation frame may run before that commit, and find nothing to focus).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests, form]);
  return useCallback(() => setRequests((count) => count + 1), []);
}
