import { useState, type ReactNode } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { ToasterPart } from '../components/ui/toaster-part';
import { ViewAsProvider } from '../lib/session';
import { ForgetSignedOutData } from './forget-signed-out-data';
import { OfflineSetup } from './offline-setup';
import { createQueryClient } from './query-client';
import { queryPersistOptions } from './query-persistence';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [persistOptions] = useState(queryPersistOptions);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <ForgetSignedOutData />
      <OfflineSetup />
      <ViewAsProvider>
        {children}
        <ToasterPart />
      </ViewAsProvider>
    </PersistQueryClientProvider>
  );
}
