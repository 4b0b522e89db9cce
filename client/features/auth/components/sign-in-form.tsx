import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Loader2, LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';

export function SignInForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signIn();
  }

  async function signIn() {
    try {
      // mutateAsync, not mutate callbacks: the cached user changes the route and may unmount this form.
      await login.mutateAsync({ email: email.trim(), password });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Login failed',
        description: getErrorMessage(error, 'Please check your credentials and try again.'),
      });
      return;
    }
    toast({ title: 'Welcome back!', description: 'You have been signed in successfully.' });
    void navigate('/', { replace: true });
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-5" aria-label="Sign in">
      <div className="grid gap-2">
        <Label htmlFor="sign-in-email">Email</Label>
        <Input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@company.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="sign-in-password">Password</Label>
        <Input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogIn aria-hidden="true" />}
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
