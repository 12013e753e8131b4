import { useEffect } from 'react';

/** Sets the document title as '{title} | Spey'. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | Spey`;
  }, [title]);
}
