import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { emptyClubForm } from '../lib/club-form.ts';
import { CATEGORIES } from '../test/club-fixtures.ts';
import { ClubForm } from './club-form.tsx';

afterEach(() => vi.unstubAllGlobals());

function form() {
  stubFetch({ 'GET /api/club-categories': () => jsonResponse(CATEGORIES) });
  const onSubmit = vi.fn();
  renderWithProviders(<ClubForm initial={emptyClubForm()} creating busy={false} progress={null} serverError={null} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return onSubmit;
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Ask for the club' }));

describe('the Ask for a club form', () => {
  it('says which fields are missing, and sends nothing', () => {
    const onSubmit = form();
    send();
    expect(screen.getByRole('alert').textContent).toBe('Please fill in the Name, Address, Category and Description fields.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('makes the address from the name and shows where the page will be', () => {
    form();
    type(/^Name/, 'Quiz & Debate Society');
    expect(screen.getByLabelText<HTMLInputElement>(/^Address/).value).toBe('quiz-debate-society');
    expect(screen.getByText(/\/clubs\/quiz-debate-society$/)).toBeTruthy();
  });

  it('refuses an address with other characters, a bad email and a link without https://', async () => {
    const onSubmit = form();
    type(/^Name/, 'Quiz Society');
    type(/^Address/, 'Quiz_Society');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Technical' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: 'technical' } });
    type(/^Description/, 'We hold quizzes.');
    send();
    expect(screen.getByRole('alert').textContent).toBe('The address must be 3 to 40 lower-case letters, digits or single hyphens.');
    type(/^Address/, 'quiz');
    type('Contact email', 'quiz.campus');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid contact email.');
    type('Contact email', 'quiz@quad.campus');
    type('Website', 'quiz.example');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Please enter each link in full, starting with https://.');
    type('Website', 'https://quiz.example');
    fireEvent.click(screen.getByLabelText('By approval'));
    send();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Quiz Society', slug: 'quiz', category: 'technical', contactEmail: 'quiz@quad.campus', website: 'https://quiz.example', joinPolicy: 'approval' }),
    );
  });
});
