import { publishedPackageBuild } from '../../tsup.config.base.ts';

export default publishedPackageBuild();
