import { useId, useState, type FormEvent } from 'react';
import { Loader2, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useCreateCompany } from '../api/create-company';

/** Root's add-company form: the name is required (the button waits for it), the description is not. */
export function AddCompanyForm() {
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const createCompany = useCreateCompany();
  const canSubmit = name.trim() !== '' && !createCompany.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    createCompany.mutate(
      { name: name.trim(), description: description.trim() },
      {
        onSuccess: (company) => {
          toast({ title: 'Company created', description: company.name });
          setName('');
          setDescription('');
        },
        onError: () => toast({ title: 'Error', description: 'Failed to create company.', variant: 'destructive' }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Add Company</CardTitle>
        <CardDescription>A company holds its own users, projects and templates.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} className="grid gap-4 md:grid-cols-[1fr_1.5fr_auto] md:items-end">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Company Name</Label>
            <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} required />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea
              id={`${id}-description`}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              rows={1}
              className="min-h-11"
            />
          </div>
          <Button type="submit" disabled={!canSubmit}>
            {createCompany.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
            Add Company
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
