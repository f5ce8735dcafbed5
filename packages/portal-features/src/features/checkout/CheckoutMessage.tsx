import { Alert, Section } from './styles';

/** A page's one message: a heading and what to do, in the tone of what happened. */
export function Message({
  title,
  text,
  tone = 'warning',
}: {
  title: string;
  text: string;
  tone?: 'warning' | 'danger' | 'success' | 'info';
}) {
  return (
    <Section>
      <h1>{title}</h1>
      <Alert $tone={tone}>
        <p>{text}</p>
      </Alert>
    </Section>
  );
}
