import { useState } from 'react';

/** The probe's one island: the smallest React component that has state to hydrate. */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}
