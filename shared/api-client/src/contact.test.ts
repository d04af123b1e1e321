import { forbidRequests } from './testing/required-parameters.ts';
import { sendContactMessage, type ContactRequest } from './contact.ts';
import { RequiredParameterError } from './errors.ts';

describe('contact calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('a contact message needs its body', async () => {
    const lost: ContactRequest = JSON.parse('null');
    const error = await sendContactMessage(lost).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequiredParameterError);
    expect(error).toHaveProperty('parameter', 'body');
  });
});
