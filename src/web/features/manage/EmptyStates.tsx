import { MANAGE_TEXTS as T } from '../../../contracts/manage.messages.ts';
import { ButtonLink } from '../../ui/links.tsx';

export function CreateEventButton() {
  return <ButtonLink to="/event/new">{T.createEvent}</ButtonLink>;
}
