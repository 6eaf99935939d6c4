// A list page's "create" form: open or not, and what follows a creation: the form closes, the new row is announced,
// and the page shows it (the list's first page, the new thing's own page …).
import { useState } from 'react';
import { useAlerts } from '../ui/alerts.js';

export function useCreation(after?: () => void) {
  const { showAlert } = useAlerts();
  const [open, setOpen] = useState(false);
  return {
    open,
    start: () => setOpen(true),
    close: () => setOpen(false),
    done(announcement: string) {
      setOpen(false);
      showAlert('success', announcement);
      after?.();
    },
  };
}
