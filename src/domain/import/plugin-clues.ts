/**
 * A network plugin from its DaemonSet, by the plugin data's clues (plugins.ts `detect`): the
 * DaemonSet's name first, wherever it runs (Calico's operator uses `calico-system`, flannel
 * `kube-flannel`), then its images. Canal runs Calico's and flannel's images in one DaemonSet: a
 * plugin whose images run `together` matches only with all of them, and is tried first.
 */
import { PLUGINS } from '../plugins/plugins';
import type { PluginId } from '../plugins/model';

const byImages = [...PLUGINS].sort((a, b) => Number(b.detect.together ?? false) - Number(a.detect.together ?? false));
const hasImage = (images: readonly string[], clue: string) => images.some((i) => i.includes(clue));

export function pluginOfDaemonSet(
  name: string,
  images: readonly string[],
): { id: PluginId; image?: string } | undefined {
  const named = PLUGINS.find((p) => p.detect.daemonSets.includes(name));
  const plugin =
    named ??
    byImages.find((p) =>
      p.detect.together
        ? p.detect.images.every((clue) => hasImage(images, clue))
        : p.detect.images.some((clue) => hasImage(images, clue)),
    );
  if (!plugin) return undefined;
  const image = images.find((i) => plugin.detect.images.some((clue) => i.includes(clue))) ?? images[0];
  return image ? { id: plugin.id, image } : { id: plugin.id };
}
