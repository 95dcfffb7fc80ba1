/** The form-level message after a failed submit; announced at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="wz-form-alert" role="alert">
      {message}
    </p>
  );
}
