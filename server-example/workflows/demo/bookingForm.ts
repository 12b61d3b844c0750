import type { WidgetTreeNode } from '../workflow';

/** The widget's root id and the id of the Text its hint streams into. */
export const BOOKING = {
  cardId: 'demo-booking',
  hintId: 'demo-booking-hint',
  /** The booked card's confirmation badge, changed alone with `widget.component.updated`. */
  confirmationId: 'demo-booking-confirmation',
  hint: 'Pick a tour and a date, then press Book: the server answers by updating this card.',
  bookAction: 'demo.book',
  resetAction: 'demo.reset',
} as const;

export const TOURS = [
  { value: 'widgets', label: 'Widgets and forms' },
  { value: 'streaming', label: 'Streaming answers' },
  { value: 'tools', label: 'Client tools' },
] as const;

/**
 * The booking form: a Card used as a form, with a text input, a select, a date picker, a
 * checkbox and two buttons. With `streamingHint`, the hint starts empty and streams in through
 * `widget.streaming_text.value_delta`.
 */
export function bookingForm(streamingHint: boolean): WidgetTreeNode {
  return {
    type: 'Card',
    id: BOOKING.cardId,
    asForm: true,
    size: 'md',
    children: [
      { type: 'Title', value: 'Book a demo tour', size: 'md' },
      {
        type: 'Text',
        id: BOOKING.hintId,
        value: streamingHint ? '' : BOOKING.hint,
        streaming: streamingHint,
        color: 'secondary',
        size: 'sm',
      },
      { type: 'Label', value: 'Your name', fieldName: 'name' },
      { type: 'Input', name: 'name', placeholder: 'Ada Lovelace', required: true },
      { type: 'Label', value: 'Tour', fieldName: 'tour' },
      {
        type: 'Select',
        name: 'tour',
        // As wide as the name field above (ChatKit sizes a select to its content by default).
        block: true,
        options: TOURS.map((tour) => ({ value: tour.value, label: tour.label })),
        defaultValue: TOURS[0].value,
      },
      { type: 'Label', value: 'Date', fieldName: 'date' },
      { type: 'DatePicker', name: 'date', min: '2026-01-01', max: '2027-12-31', block: true },
      { type: 'Checkbox', name: 'newsletter', label: 'Send me the release notes' },
      {
        type: 'Row',
        gap: 8,
        children: [
          {
            type: 'Button',
            label: 'Book',
            submit: true,
            style: 'primary',
            iconStart: 'calendar',
            onClickAction: { type: BOOKING.bookAction, handler: 'server' },
          },
          {
            type: 'Button',
            label: 'Reset',
            variant: 'outline',
            onClickAction: { type: BOOKING.resetAction, handler: 'server' },
          },
        ],
      },
    ],
  };
}

/** A booking read from the action's payload (the form's values merged in by name). */
export interface Booking {
  name: string;
  tour: string;
  date: string | null;
  newsletter: boolean;
}

export function readBooking(payload: Readonly<Record<string, unknown>> | undefined): Booking {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const tour = TOURS.find((option) => option.value === payload?.tour) ?? TOURS[0];
  const date = text(payload?.date);
  return {
    name: text(payload?.name).slice(0, 100),
    tour: tour.label,
    date: /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null,
    newsletter: payload?.newsletter === true || payload?.newsletter === 'on',
  };
}

/** The booked card's confirmation: pending at first, then confirmed by a component update. */
export function confirmationBadge(confirmed: boolean): WidgetTreeNode {
  return {
    type: 'Badge',
    id: BOOKING.confirmationId,
    label: confirmed ? 'Confirmed' : 'Confirming…',
    color: confirmed ? 'success' : 'secondary',
    pill: true,
  };
}

/** The card after booking: what was booked, and a way back to the form. */
export function bookedCard(booking: Booking): WidgetTreeNode {
  return {
    type: 'Card',
    id: BOOKING.cardId,
    size: 'md',
    status: { text: 'Booked', icon: 'check-circle' },
    children: [
      { type: 'Title', value: `See you, ${booking.name}!`, size: 'md' },
      {
        type: 'Text',
        value: `${booking.tour}${booking.date ? ` on ${booking.date}` : ', date to be agreed'}.`,
      },
      confirmationBadge(false),
      {
        type: 'Badge',
        label: booking.newsletter ? 'Release notes: yes' : 'Release notes: no',
        color: booking.newsletter ? 'success' : 'secondary',
        pill: true,
      },
      {
        type: 'Button',
        label: 'Change',
        variant: 'outline',
        onClickAction: { type: BOOKING.resetAction, handler: 'server' },
      },
    ],
  };
}
