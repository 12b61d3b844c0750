// The widget playground's gallery: widgets an assistant could plausibly send, written for this
// kit's playground. Together they use every component of the vocabulary (checked by
// playgroundGallery.test.ts against the schema), and each draws without a problem.

/** One example of the gallery: a name for the picker and the widget tree. */
export interface GalleryExample {
  /** Stable id, used in the page's URL (`?example=flight`). */
  id: string;
  title: string;
  widget: Readonly<Record<string, unknown>>;
}

type Json = Readonly<Record<string, unknown>>;

const act = (type: string, payload?: Json, handler?: 'client'): Json => ({
  type,
  ...(payload === undefined ? {} : { payload }),
  ...(handler === undefined ? {} : { handler }),
});
const text = (value: string, more: Json = {}): Json => ({ type: 'Text', value, ...more });
const caption = (value: string, more: Json = {}): Json => ({ type: 'Caption', value, ...more });
const cell = (children: Json[], more: Json = {}): Json => ({
  type: 'Table.Cell',
  ...more,
  children,
});

/** An 8×4 gradient: an inline raster image, so the gallery draws without a network. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAAWElEQVR42gXBIREAMAgAQOJQgQhUIAl+AeYXAIFDoZDcoUm0f0BdPIt38S3aYizW4iyQNp2m2/SarCmaqmkaWJNP8k1+yZYcyZU8CaIux+W6PBdzCZdyGf/v8zPhcHhweQAAAABJRU5ErkJggg==';

export const GALLERY: readonly GalleryExample[] = [
  {
    id: 'flight',
    title: 'Flight card',
    widget: {
      type: 'Card',
      size: 'md',
      status: { text: 'Flight offer', icon: 'globe' },
      children: [
        {
          type: 'Row',
          gap: 3,
          align: 'center',
          children: [
            { type: 'Icon', name: 'suitcase', size: 'xl', color: 'accent' },
            {
              type: 'Col',
              flex: 1,
              children: [
                { type: 'Title', value: 'Lisbon → New York', size: 'md' },
                caption('TP 209 · Thu 3 Dec · Economy'),
              ],
            },
            { type: 'Badge', label: 'On time', color: 'success', variant: 'soft' },
          ],
        },
        { type: 'Divider', spacing: 2 },
        {
          type: 'Row',
          children: [
            {
              type: 'Col',
              children: [caption('Departs LIS'), text('10:40', { weight: 'semibold' })],
            },
            { type: 'Spacer', minSize: 2 },
            {
              type: 'Col',
              align: 'end',
              children: [caption('Arrives JFK'), text('14:05', { weight: 'semibold' })],
            },
          ],
        },
        {
          type: 'Button',
          label: 'Choose a seat',
          block: true,
          iconEnd: 'chevron-right',
          onClickAction: act('flight.choose_seat', { flight: 'TP209', date: '2026-12-03' }),
        },
      ],
    },
  },
  {
    id: 'order',
    title: 'Order status',
    widget: {
      type: 'Card',
      children: [
        {
          type: 'Row',
          justify: 'between',
          children: [
            { type: 'Title', value: 'Order #48213', size: 'sm' },
            { type: 'Badge', label: 'Shipped', color: 'info', pill: true },
          ],
        },
        {
          type: 'Markdown',
          value:
            '**3 items**, arriving **Friday** by courier.\n\nTracking: `1Z 999 AA1 0123 4567 84`',
        },
        {
          type: 'Row',
          gap: 2,
          children: [
            {
              type: 'Button',
              label: 'Track parcel',
              variant: 'outline',
              iconEnd: 'external-link',
              onClickAction: act('order.track', { order: 48213 }),
            },
            {
              type: 'Button',
              label: 'Report a problem',
              variant: 'ghost',
              color: 'secondary',
              onClickAction: act('order.report', { order: 48213 }),
            },
          ],
        },
      ],
    },
  },
  {
    id: 'todo',
    title: 'New to-do (nested field names)',
    widget: {
      type: 'Card',
      children: [
        {
          type: 'Form',
          direction: 'col',
          gap: 3,
          onSubmitAction: act('todo.create', { list: 'inbox' }),
          children: [
            { type: 'Title', value: 'New to-do', size: 'sm' },
            { type: 'Label', value: 'Title', fieldName: 'todo.title' },
            { type: 'Input', name: 'todo.title', required: true, placeholder: 'Buy oat milk' },
            { type: 'Label', value: 'Notes', fieldName: 'todo.notes' },
            { type: 'Textarea', name: 'todo.notes', rows: 2, autoResize: true },
            {
              type: 'Row',
              gap: 3,
              children: [
                {
                  type: 'Col',
                  flex: 1,
                  children: [
                    { type: 'Label', value: 'Priority', fieldName: 'todo.priority' },
                    {
                      type: 'Select',
                      name: 'todo.priority',
                      defaultValue: 'normal',
                      options: [
                        { value: 'low', label: 'Low' },
                        { value: 'normal', label: 'Normal' },
                        { value: 'high', label: 'High' },
                      ],
                    },
                  ],
                },
                {
                  type: 'Col',
                  flex: 1,
                  children: [
                    { type: 'Label', value: 'Due', fieldName: 'todo.due' },
                    { type: 'DatePicker', name: 'todo.due', min: '2026-01-01' },
                  ],
                },
              ],
            },
            { type: 'Checkbox', name: 'todo.remind', label: 'Remind me the day before' },
            { type: 'Button', label: 'Add to-do', submit: true, iconStart: 'plus' },
          ],
        },
      ],
    },
  },
  {
    id: 'weather',
    title: 'Weather card',
    widget: {
      type: 'Card',
      background: { light: '#e8f1ff', dark: '#14243d' },
      children: [
        {
          type: 'Row',
          align: 'center',
          gap: 3,
          children: [
            { type: 'Icon', name: 'compass', size: '2xl', color: 'accent' },
            {
              type: 'Col',
              children: [
                { type: 'Title', value: '18°', size: '3xl' },
                caption('Porto · light rain, clearing later'),
              ],
            },
          ],
        },
        {
          type: 'Row',
          justify: 'between',
          children: ['Thu 17°', 'Fri 20°', 'Sat 22°', 'Sun 19°'].map((day) => ({
            type: 'Col',
            align: 'center',
            children: [caption(day.slice(0, 3)), text(day.slice(4), { weight: 'medium' })],
          })),
        },
      ],
    },
  },
  {
    id: 'invoice',
    title: 'Invoice table',
    widget: {
      type: 'Card',
      size: 'lg',
      children: [
        { type: 'Title', value: 'Invoice 2026-114', size: 'sm' },
        {
          type: 'Table',
          children: [
            {
              type: 'Table.Row',
              header: true,
              children: [
                cell([text('Item')]),
                cell([text('Qty')], { align: 'end' }),
                cell([text('Amount')], { align: 'end' }),
              ],
            },
            ...[
              ['Design workshop', '1', '€1,200'],
              ['Prototype sprint', '2', '€4,800'],
              ['Hosting (annual)', '1', '€240'],
            ].map(([item = '', qty = '', amount = '']) => ({
              type: 'Table.Row',
              children: [
                cell([text(item)]),
                cell([text(qty)], { align: 'end' }),
                cell([text(amount)], { align: 'end' }),
              ],
            })),
            {
              type: 'Table.Row',
              children: [
                cell([text('Total', { weight: 'bold' })], { colSpan: 2 }),
                cell([text('€6,240', { weight: 'bold' })], { align: 'end' }),
              ],
            },
          ],
        },
      ],
    },
  },
  {
    id: 'places',
    title: 'Places to eat (a scrolling list)',
    widget: {
      type: 'ListView',
      limit: 3,
      status: { text: 'Near Alfama', icon: 'map-pin' },
      children: [
        ['Tasca do Chico', 'Fado nights · €€'],
        ['Prado', 'Seasonal · €€€'],
        ['O Velho Eurico', 'Traditional · €'],
        ['Zé da Mouraria', 'Lunch only · €'],
      ].map(([name = '', about = ''], index) => ({
        type: 'ListViewItem',
        gap: 3,
        align: 'center',
        onClickAction: act('places.open', { place: index + 1 }),
        children: [
          { type: 'Image', src: PICTURE, alt: '', size: 40, radius: 'md', fit: 'cover' },
          { type: 'Col', children: [text(name, { weight: 'medium' }), caption(about)] },
        ],
      })),
    },
  },
  {
    id: 'event',
    title: 'Calendar event (date picker)',
    widget: {
      type: 'Card',
      status: { text: 'Calendar', icon: 'calendar' },
      children: [
        { type: 'Title', value: 'Design review', size: 'md' },
        caption('45 min · Room Tejo · 6 guests'),
        { type: 'Label', value: 'Move to', fieldName: 'event.date' },
        {
          type: 'DatePicker',
          name: 'event.date',
          defaultValue: '2026-12-09',
          min: '2026-12-01',
          max: '2026-12-31',
          onChangeAction: act('event.reschedule', { event: 'evt_7731' }),
        },
        {
          type: 'Row',
          gap: 2,
          children: [
            {
              type: 'Button',
              label: 'Accept',
              color: 'success',
              iconStart: 'check',
              onClickAction: act('event.rsvp', { event: 'evt_7731', answer: 'yes' }),
            },
            {
              type: 'Button',
              label: 'Decline',
              variant: 'outline',
              onClickAction: act('event.rsvp', { event: 'evt_7731', answer: 'no' }),
            },
          ],
        },
      ],
    },
  },
  {
    id: 'confirm',
    title: 'Confirmation dialog',
    widget: {
      type: 'Card',
      confirm: { label: 'Delete files', action: act('files.delete', { ids: ['f_12', 'f_13'] }) },
      cancel: { label: 'Keep them', action: act('files.keep', undefined, 'client') },
      children: [
        { type: 'Title', value: 'Delete 2 files?', size: 'sm' },
        text('“budget.xlsx” and “notes.md” will be removed for everyone.'),
        { type: 'Badge', label: 'Cannot be undone', color: 'danger', variant: 'outline' },
      ],
    },
  },
  {
    id: 'chart',
    title: 'Weekly sign-ups (chart)',
    widget: {
      type: 'Card',
      size: 'lg',
      children: [
        { type: 'Title', value: 'Sign-ups this week', size: 'sm' },
        {
          type: 'Chart',
          height: 200,
          xAxis: 'day',
          showLegend: true,
          data: [
            { day: 'Mon', web: 120, mobile: 80 },
            { day: 'Tue', web: 140, mobile: 95 },
            { day: 'Wed', web: 110, mobile: 120 },
            { day: 'Thu', web: 160, mobile: 130 },
            { day: 'Fri', web: 180, mobile: 150 },
          ],
          series: [
            { type: 'bar', dataKey: 'web', label: 'Web', stack: 'all' },
            { type: 'bar', dataKey: 'mobile', label: 'Mobile', stack: 'all' },
          ],
        },
        caption('Stacked by platform. Friday is the best day so far.'),
      ],
    },
  },
  {
    id: 'survey',
    title: 'Satisfaction survey',
    widget: {
      type: 'Card',
      children: [
        {
          type: 'Form',
          gap: 3,
          onSubmitAction: act('survey.answer', { survey: 'support-2026-11' }),
          children: [
            text('How did we do with your last request?', { weight: 'medium' }),
            {
              type: 'RadioGroup',
              name: 'rating',
              ariaLabel: 'Rating',
              direction: 'row',
              defaultValue: 'good',
              options: [
                { value: 'poor', label: 'Poor' },
                { value: 'ok', label: 'OK' },
                { value: 'good', label: 'Good' },
                { value: 'great', label: 'Great' },
              ],
            },
            { type: 'Textarea', name: 'comment', placeholder: 'Anything to add?', rows: 3 },
            { type: 'Button', label: 'Send', submit: true, style: 'primary' },
          ],
        },
      ],
    },
  },
  {
    id: 'notifications',
    title: 'Notification settings',
    widget: {
      type: 'Card',
      children: [
        { type: 'Title', value: 'Notify me about', size: 'sm' },
        ...[
          ['mentions', 'Mentions and replies', true],
          ['digest', 'A weekly digest', false],
          ['billing', 'Billing changes', true],
        ].map(([name, label, on]) => ({
          type: 'Checkbox',
          name,
          label,
          defaultChecked: on,
          onChangeAction: act('settings.notify', { topic: name }),
        })),
      ],
    },
  },
  {
    id: 'product',
    title: 'Product card',
    widget: {
      type: 'Card',
      size: 'sm',
      children: [
        {
          type: 'Image',
          src: PICTURE,
          alt: 'A blue ceramic mug',
          aspectRatio: 2,
          fit: 'cover',
          radius: 'lg',
          frame: true,
        },
        {
          type: 'Row',
          justify: 'between',
          children: [
            { type: 'Title', value: 'Azulejo mug', size: 'sm' },
            text('€18', { weight: 'semibold' }),
          ],
        },
        caption('Hand-glazed stoneware, 350 ml', { maxLines: 1, truncate: true }),
        {
          type: 'Button',
          label: 'Add to cart',
          iconStart: 'plus',
          block: true,
          onClickAction: act('cart.add', { sku: 'MUG-AZ-350', quantity: 1 }),
        },
      ],
    },
  },
  {
    id: 'contact',
    title: 'Contact with an editable field',
    widget: {
      type: 'Card',
      asForm: true,
      confirm: { label: 'Save', action: act('contact.save', { contact: 'c_2001' }) },
      children: [
        {
          type: 'Box',
          direction: 'row',
          gap: 3,
          padding: 3,
          radius: 'lg',
          background: 'surface-secondary',
          border: { size: 1, color: 'border' },
          align: 'center',
          children: [
            { type: 'Icon', name: 'profile', size: 'xl' },
            {
              type: 'Col',
              children: [
                text('Marta Sousa', { weight: 'semibold' }),
                text('+351 912 000 111', {
                  editable: { name: 'contact.phone', placeholder: 'Phone number' },
                }),
              ],
            },
          ],
        },
      ],
    },
  },
  {
    id: 'release',
    title: 'Release notes',
    widget: {
      type: 'Card',
      children: [
        {
          type: 'Row',
          gap: 2,
          children: [
            { type: 'Title', value: 'Version 4.2', size: 'sm' },
            {
              type: 'Transition',
              children: { type: 'Badge', label: 'New', color: 'discovery', pill: true },
            },
          ],
        },
        {
          type: 'Markdown',
          value:
            '- Offline drafts sync when you reconnect\n- Faster search in long threads\n- **Fixed:** dates in week view for right-to-left languages',
        },
      ],
    },
  },
  {
    id: 'quick-replies',
    title: 'Quick replies (Basic root)',
    widget: {
      type: 'Basic',
      direction: 'col',
      gap: 2,
      children: [
        caption('Suggested replies'),
        {
          type: 'Row',
          gap: 2,
          wrap: 'wrap',
          children: ['Sounds good', 'Can we move it to 3 pm?', 'I can’t make it'].map((reply) => ({
            type: 'Button',
            label: reply,
            pill: true,
            variant: 'soft',
            size: 'sm',
            onClickAction: act('reply.pick', { text: reply }, 'client'),
          })),
        },
      ],
    },
  },
  {
    id: 'address',
    title: 'Shipping address form',
    widget: {
      type: 'Card',
      asForm: true,
      confirm: { label: 'Use this address', action: act('checkout.address') },
      cancel: { label: 'Back', action: act('checkout.back', undefined, 'client') },
      children: [
        { type: 'Label', value: 'Full name', fieldName: 'address.name' },
        { type: 'Input', name: 'address.name', required: true, defaultValue: 'Rui Lopes' },
        { type: 'Label', value: 'Street', fieldName: 'address.street' },
        { type: 'Input', name: 'address.street', required: true },
        { type: 'Label', value: 'Country', fieldName: 'address.country' },
        {
          type: 'Select',
          name: 'address.country',
          placeholder: 'Choose a country',
          options: [
            { value: 'PT', label: 'Portugal' },
            { value: 'ES', label: 'Spain' },
            { value: 'FR', label: 'France' },
          ],
        },
        { type: 'Label', value: 'Phone', fieldName: 'address.phone' },
        { type: 'Input', name: 'address.phone', inputType: 'tel', placeholder: '+351 …' },
      ],
    },
  },
  {
    id: 'tickets',
    title: 'Support tickets',
    widget: {
      type: 'ListView',
      status: { text: 'Your open tickets', icon: 'lifesaver' },
      children: [
        ['#3120', 'Cannot export to PDF', 'warning', 'Waiting on you'],
        ['#3117', 'Invoice address is wrong', 'info', 'In progress'],
        ['#3102', 'Login loop on Safari', 'success', 'Solved'],
      ].map(([id = '', subject = '', color = '', state = '']) => ({
        type: 'ListViewItem',
        onClickAction: act('tickets.open', { ticket: id }),
        children: [
          { type: 'Col', flex: 1, children: [text(subject), caption(id)] },
          { type: 'Badge', label: state, color, size: 'sm' },
        ],
      })),
    },
  },
  {
    id: 'room',
    title: 'Meeting room booking',
    widget: {
      type: 'Card',
      children: [
        { type: 'Title', value: 'Book a room', size: 'sm' },
        {
          type: 'Select',
          name: 'room',
          placeholder: 'Room',
          clearable: true,
          onChangeAction: act('rooms.pick'),
          options: [
            { value: 'tejo', label: 'Tejo (8 seats)' },
            { value: 'douro', label: 'Douro (4 seats)' },
            { value: 'mondego', label: 'Mondego (12 seats)', disabled: true },
          ],
        },
        { type: 'DatePicker', name: 'day', placeholder: 'Day', clearable: true },
        {
          type: 'Button',
          label: 'Find free slots',
          iconStart: 'search',
          onClickAction: act('rooms.search'),
        },
      ],
    },
  },
  {
    id: 'poll',
    title: 'Poll results',
    widget: {
      type: 'Card',
      children: [
        { type: 'Title', value: 'Where should the offsite be?', size: 'sm' },
        ...[
          ['Madeira', 46],
          ['Sintra', 31],
          ['Douro valley', 23],
        ].map(([place, share]) => ({
          type: 'Col',
          gap: 1,
          children: [
            {
              type: 'Row',
              justify: 'between',
              children: [text(String(place)), caption(`${String(share)}%`)],
            },
            {
              type: 'Box',
              height: 8,
              radius: 'full',
              background: { light: '#dbe4f0', dark: '#2a3445' },
              children: [
                {
                  type: 'Box',
                  width: `${String(share)}%`,
                  height: 8,
                  radius: 'full',
                  background: 'accent',
                  children: [],
                },
              ],
            },
          ],
        })),
        caption('58 votes · closes tomorrow'),
      ],
    },
  },
  {
    id: 'recipe',
    title: 'Recipe steps',
    widget: {
      type: 'Card',
      collapsed: false,
      children: [
        { type: 'Title', value: 'Pastéis de nata', size: 'md' },
        caption('12 tarts · 1 h 10 min'),
        { type: 'Divider', flush: true },
        ...[
          'Roll the pastry into a log and cut into 12 rounds.',
          'Press each round into the tin, thin at the base.',
          'Whisk the custard and fill each case to three quarters.',
          'Bake at 290 °C for 12 minutes, until blistered.',
        ].map((step, index) => ({
          type: 'Row',
          gap: 2,
          align: 'start',
          children: [
            { type: 'Badge', label: String(index + 1), pill: true, variant: 'solid' },
            text(step),
          ],
        })),
      ],
    },
  },
  {
    id: 'expense',
    title: 'Expense approval',
    widget: {
      type: 'Card',
      status: { text: 'Needs your approval', icon: 'keys' },
      children: [
        {
          type: 'Row',
          justify: 'between',
          children: [
            {
              type: 'Col',
              children: [text('Team dinner, Porto', { weight: 'medium' }), caption('Ana Ribeiro')],
            },
            { type: 'Title', value: '€312.40', size: 'sm' },
          ],
        },
        { type: 'Label', value: 'Note to Ana', fieldName: 'note' },
        { type: 'Input', name: 'note', placeholder: 'Optional' },
        {
          type: 'Row',
          gap: 2,
          justify: 'end',
          children: [
            {
              type: 'Button',
              label: 'Reject',
              color: 'danger',
              variant: 'outline',
              onClickAction: act('expense.decide', { expense: 'exp_88', approve: false }),
            },
            {
              type: 'Button',
              label: 'Approve',
              color: 'success',
              onClickAction: act('expense.decide', { expense: 'exp_88', approve: true }),
            },
          ],
        },
      ],
    },
  },
  {
    id: 'boarding',
    title: 'Boarding pass (always dark)',
    widget: {
      type: 'Card',
      theme: 'dark',
      children: [
        {
          type: 'Row',
          justify: 'between',
          children: [
            { type: 'Title', value: 'OPO → FNC', size: 'lg' },
            { type: 'Icon', name: 'star-filled', color: 'warning' },
          ],
        },
        {
          type: 'Row',
          gap: 4,
          children: [
            { type: 'Col', children: [caption('Gate'), text('A12', { weight: 'bold' })] },
            { type: 'Col', children: [caption('Seat'), text('14C', { weight: 'bold' })] },
            { type: 'Col', children: [caption('Boards'), text('07:15', { weight: 'bold' })] },
          ],
        },
        {
          type: 'Button',
          label: 'Add to wallet',
          variant: 'soft',
          onClickAction: act('pass.wallet', { pass: 'BP-OPO-FNC-14C' }, 'client'),
        },
      ],
    },
  },
];
