import type { Category } from '@comandero/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { settingsText } from '../../../i18n/settings';
import { CatalogTablePage } from '../shared/catalog-table-page';
import { useCategories, useDeleteCategory } from './categories-api';
import { CategoryDialog } from './category-dialog';

export function CategoriesPage() {
  return (
    <CatalogTablePage<Category>
      texts={settingsText.categories}
      query={useCategories()}
      remove={useDeleteCategory()}
      headerActions={
        <Link to="/dashboard/settings/menu-items" className={buttonClasses({ variant: 'outline' })}>
          <IconArrowLeft size={18} aria-hidden />
          {settingsText.menu.title}
        </Link>
      }
      renderDialog={(category, onClose) => <CategoryDialog category={category} onClose={onClose} />}
    />
  );
}
