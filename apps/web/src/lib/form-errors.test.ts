import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorsOfFailure, fieldErrors } from './form-errors';

describe('form errors', () => {
  it('keeps the first message of each field', () => {
    expect(
      fieldErrors([
        { path: ['name'], message: 'Enter a name' },
        { path: ['name'], message: 'Too long' },
        { path: [], message: 'Bad form' },
      ]),
    ).toEqual({ name: 'Enter a name', form: 'Bad form' });
  });

  it("shows the server's field messages and its message for the form, or a plain apology", () => {
    expect(
      errorsOfFailure(
        new ApiError(409, 'number_taken', 'Number 7 is already Sam Lee', { number: 'Number 7 is already Sam Lee' }),
      ),
    ).toEqual({
      number: 'Number 7 is already Sam Lee',
      form: 'Number 7 is already Sam Lee',
    });
    expect(errorsOfFailure(new Error('socket'))).toEqual({ form: 'Something went wrong. Please try again.' });
  });
});
