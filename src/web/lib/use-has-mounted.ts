import { useEffect, useState } from 'react';

/** False in the first render (also on the server and while hydrating), true once the component is on the page. */
export function useHasMounted() {
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => setHasMounted(true), []);
  return hasMounted;
}
