import { History, MessageSquare } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { LocationComments } from './location-comments';
import { LocationHistory, type LocationHistoryProps } from './location-history';

/** Below a location's form: its Comments and its History, one tab each; each is read when its tab opens. */
export function LocationTabs({ locationName, ...history }: LocationHistoryProps & { locationName: string }) {
  return (
    <Card>
      <CardContent className="pt-6">
        <Tabs defaultValue="comments">
          <TabsList aria-label="Comments and history" className="grid-cols-2">
            <TabsTrigger value="comments">
              <MessageSquare aria-hidden="true" />
              Comments
            </TabsTrigger>
            <TabsTrigger value="history">
              <History aria-hidden="true" />
              History
            </TabsTrigger>
          </TabsList>
          <TabsContent value="comments">
            <LocationComments surveyId={history.surveyId} locationName={locationName} />
          </TabsContent>
          <TabsContent value="history">
            <LocationHistory {...history} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
