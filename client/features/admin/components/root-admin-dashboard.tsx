import { BarChart3, Building2, Users } from 'lucide-react';
import { AdminUsersTab } from './admin-users-tab';
import { CompaniesTab } from './companies-tab';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { UsageAnalyticsTab } from './usage-analytics-tab';

/** '/admin/root': companies, admin users and usage analytics across every company. */
export function RootAdminDashboard() {
  return (
    <main className="mx-auto grid w-full max-w-6xl flex-1 grid-cols-1 content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Root Dashboard</h1>
        <p className="mt-1 text-muted-foreground">Manage companies, their admin users and usage.</p>
      </div>
      <Tabs defaultValue="companies">
        <TabsList aria-label="Root dashboard">
          <TabsTrigger value="companies">
            <Building2 aria-hidden="true" />
            Companies
          </TabsTrigger>
          <TabsTrigger value="admins">
            <Users aria-hidden="true" />
            Admin Users
          </TabsTrigger>
          <TabsTrigger value="usage">
            <BarChart3 aria-hidden="true" />
            Usage Analytics
          </TabsTrigger>
        </TabsList>
        <TabsContent value="companies">
          <CompaniesTab />
        </TabsContent>
        <TabsContent value="admins">
          <AdminUsersTab />
        </TabsContent>
        <TabsContent value="usage">
          <UsageAnalyticsTab />
        </TabsContent>
      </Tabs>
    </main>
  );
}
