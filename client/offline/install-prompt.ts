import { useSyncExternalStore } from 'react';

// Chromium offers to install a site as an app (beforeinstallprompt); installed, its storage is
// kept like an app's. Safari has no such event: it installs through Share, Add to Home Screen.

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    listeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser offers to install Riser now, and the way to ask it. */
export function useInstallPrompt() {
  const available = useSyncExternalStore(subscribe, () => deferred !== null, () => false);
  return {
    available,
    install: async () => {
      const event = deferred;
      if (!event) return false;
      await event.prompt();
      const { outcome } = await event.userChoice;
      deferred = null;
      listeners.forEach((listener) => listener());
      return outcome === 'accepted';
    },
  };
}
