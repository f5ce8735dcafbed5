import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { WizardStepper, type WizardStep } from './WizardStepper';

interface DemoProps {
  initialStep?: string;
  onUpload: () => Promise<boolean>;
  onStepChange: (id: string) => void;
}

/** A small wizard with the shapes of spec 4.1: a gate, a back target that skips steps, a hidden step. */
function DemoWizard({ initialStep = '1', onUpload, onStepChange }: DemoProps) {
  const [step, setStep] = useState(initialStep);
  const [granted, setGranted] = useState(false);
  const [photo, setPhoto] = useState(false);
  const steps: WizardStep[] = [
    {
      id: '1',
      title: 'Permissão da câmera',
      backTo: null,
      canGoNext: granted,
      content: <Checkbox label="Permitir câmera" checked={granted} onCheckedChange={(v) => setGranted(v === true)} />,
    },
    { id: '2', title: 'Dicas', content: <p>Use um lugar iluminado.</p> },
    { id: '3', title: 'Tipo de documento', content: <p>CNH ou RG</p> },
    {
      id: '4',
      title: 'Frente do documento',
      canGoNext: photo,
      onBack: () => setPhoto(false),
      onNext: onUpload,
      content: <Checkbox label="Foto tirada" checked={photo} onCheckedChange={(v) => setPhoto(v === true)} />,
    },
    { id: '5', title: 'Verso do documento', backTo: '3', content: <p>Verso</p> },
    { id: '9', title: 'Enviando', hiddenFromProgress: true, backTo: null, hideNext: true, content: <p>…</p> },
  ];
  return (
    <WizardStepper
      label="Etapas da verificação"
      steps={steps}
      currentStepId={step}
      onStepChange={(id) => {
        setStep(id);
        onStepChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Components/WizardStepper',
  component: DemoWizard,
  args: { onUpload: fn(() => Promise.resolve(true)), onStepChange: fn() },
} satisfies Meta<typeof DemoWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextGatedUntilAllowed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Permissão da câmera' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Voltar' })).toBeNull();
    const next = canvas.getByRole('button', { name: 'Próximo' });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Permitir câmera' }));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onStepChange).toHaveBeenLastCalledWith('2');
  },
};

export const AnnouncesAndFocusesTheStep: Story = {
  args: { initialStep: '2' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    const heading = canvas.getByRole('heading', { name: 'Tipo de documento' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('Etapa 3 de 5: Tipo de documento')).toBeInTheDocument();
    const current = canvas.getByRole('listitem', { current: 'step' });
    await expect(current).toHaveTextContent('Tipo de documento');
  },
};

export const BackSkipsToItsTarget: Story = {
  args: { initialStep: '5' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith('3');
    await expect(canvas.getByRole('heading', { name: 'Tipo de documento' })).toBeVisible();
  },
};

export const BackClearsThePhoto: Story = {
  args: { initialStep: '4' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Foto tirada' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await expect(canvas.getByRole('checkbox', { name: 'Foto tirada' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  },
};

/** The upload in flight until the story lets it end: a timer could end it before a busy machine looks. */
let finishUpload: (ok: boolean) => void = () => undefined;

export const WaitsForTheUpload: Story = {
  args: {
    initialStep: '4',
    onUpload: fn(
      () =>
        new Promise<boolean>((resolve) => {
          finishUpload = resolve;
        }),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Foto tirada' }));
    const next = canvas.getByRole('button', { name: 'Próximo' });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    finishUpload(true);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Verso do documento' })).toBeVisible());
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

export const StaysWhenTheUploadFails: Story = {
  args: { initialStep: '4', onUpload: fn(() => Promise.resolve(false)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Foto tirada' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('heading', { name: 'Frente do documento' })).toBeVisible();
    // The photo is kept for a retry.
    await expect(canvas.getByRole('checkbox', { name: 'Foto tirada' })).toBeChecked();
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

export const HiddenStep: Story = {
  args: { initialStep: '9' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Enviando' })).toBeVisible();
    await expect(canvas.queryByRole('listitem', { current: 'step' })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Próximo' })).toBeNull();
  },
};
