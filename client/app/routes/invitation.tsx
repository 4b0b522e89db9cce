// Placeholder until its feature lands; replaced in the same change.
export function InvitationRoute() {
  return <main className="p-6">InvitationRoute</main>;
}
