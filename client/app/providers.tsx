import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';
import { ViewAsProvider } from '../lib/session';
import { createQueryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ViewAsProvider>
        {children}
        <Toaster />
      </ViewAsProvider>
    </QueryClientProvider>
  );
}
