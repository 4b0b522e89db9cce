import { BarChart3, DollarSign, FolderKey, KeyRound, Ruler, Users, Webhook } from 'lucide-react';
import { useCompanyUsers } from '../api/get-company-users';
import { CompanyUsagePanel } from './company-usage-panel';
import { CompanyUsersTab } from './company-users-tab';
import { ProjectAccessTab } from './project-access-tab';
import { PriceListTab } from './price-list-tab';
import { QuantitySettingsTab } from './quantity-settings-tab';
import { ApiTokensTab } from './api-tokens-tab';
import { WebhooksTab } from './webhooks-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

/** '/admin/company': the admin's own company — users, project access and usage. */
export function CompanyAdminDashboard({ companyId }: { companyId: string }) {
  const users = useCompanyUsers(companyId);
  const companyName = users.data?.find((user) => user.companyName)?.companyName;

  return (
    <main className="mx-auto grid w-full max-w-6xl flex-1 grid-cols-1 content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Company Dashboard</h1>
        <p className="mt-1 break-words text-muted-foreground">
          {companyName ? `${companyName}: users, project access and usage.` : 'Your company’s users, project access and usage.'}
        </p>
      </div>
      <Tabs defaultValue="users">
        <TabsList aria-label="Company dashboard">
          <TabsTrigger value="users">
            <Users aria-hidden="true" />
            Company Users
          </TabsTrigger>
          <TabsTrigger value="projects">
            <FolderKey aria-hidden="true" />
            Project Access
          </TabsTrigger>
          <TabsTrigger value="usage">
            <BarChart3 aria-hidden="true" />
            Usage Analytics
          </TabsTrigger>
          <TabsTrigger value="quantities">
            <Ruler aria-hidden="true" />
            Quantities
          </TabsTrigger>
          <TabsTrigger value="prices">
            <DollarSign aria-hidden="true" />
            Prices
          </TabsTrigger>
          <TabsTrigger value="tokens">
            <KeyRound aria-hidden="true" />
            API Tokens
          </TabsTrigger>
          <TabsTrigger value="webhooks">
            <Webhook aria-hidden="true" />
            Webhooks
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <CompanyUsersTab companyId={companyId} />
        </TabsContent>
        <TabsContent value="projects">
          <ProjectAccessTab companyId={companyId} />
        </TabsContent>
        <TabsContent value="usage">
          <CompanyUsagePanel companyId={companyId} />
        </TabsContent>
        <TabsContent value="quantities">
          <QuantitySettingsTab companyId={companyId} />
        </TabsContent>
        <TabsContent value="prices">
          <PriceListTab companyId={companyId} />
        </TabsContent>
        <TabsContent value="tokens">
          <ApiTokensTab companyId={companyId} />
        </TabsContent>
        <TabsContent value="webhooks">
          <WebhooksTab companyId={companyId} />
        </TabsContent>
      </Tabs>
    </main>
  );
}
