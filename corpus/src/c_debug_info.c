// corpus: rich debug info — typedefs, enums, structs, unions, arrays, pointers
// to functions, static locals, lexical blocks, inlined functions, variadic
// and bitfield members. Always compiled with -g as well.
// corpus-g: yes
#include <stddef.h>

typedef unsigned int uint;
enum color { RED, GREEN = 5, BLUE };
typedef enum { SMALL = -1, LARGE = 1000 } size_kind;

struct node {
  int key;
  struct node *left, *right;
  enum color c;
  unsigned flags : 3;
  unsigned depth : 5;
};

union u {
  long l;
  double d;
  char tag[8];
};

typedef int (*cmp_fn)(const struct node *, const struct node *);

static struct node pool[16];
static size_t pool_used;
const size_kind default_size = SMALL;

static inline int cmp_keys(const struct node *a, const struct node *b) {
  return (a->key > b->key) - (a->key < b->key);
}

static struct node *alloc_node(int key) {
  static int alloc_count; /* static local: DIGlobalVariable scoped to function */
  alloc_count++;
  if (pool_used >= sizeof pool / sizeof pool[0])
    return NULL;
  struct node *n = &pool[pool_used++];
  n->key = key;
  n->left = n->right = NULL;
  n->c = (enum color)(key % 3 == 0 ? RED : key % 3 == 1 ? GREEN : BLUE);
  n->flags = (uint)alloc_count & 7;
  return n;
}

struct node *insert(struct node *root, int key, cmp_fn cmp) {
  struct node *fresh = alloc_node(key);
  if (!fresh)
    return root;
  if (!root)
    return fresh;
  struct node *cur = root;
  for (;;) {
    int c = cmp(fresh, cur);
    if (c < 0) {
      if (!cur->left) {
        cur->left = fresh;
        fresh->depth = cur->depth + 1;
        break;
      }
      cur = cur->left;
    } else {
      if (!cur->right) {
        cur->right = fresh;
        fresh->depth = cur->depth + 1;
        break;
      }
      cur = cur->right;
    }
  }
  return root;
}

int height(const struct node *n) {
  if (!n)
    return 0;
  int l = height(n->left), r = height(n->right);
  return 1 + (l > r ? l : r);
}

double mix(union u *v, const int matrix[2][3]) {
  double acc = 0;
  for (int i = 0; i < 2; i++) {
    const int *row = matrix[i];
    for (int j = 0; j < 3; j++) {
      int cell = row[j];
      acc += cell * v->d;
    }
  }
  {
    long shadow = v->l;
    acc += (double)shadow;
  }
  return acc;
}

int main(void) {
  struct node *root = NULL;
  int keys[] = {5, 3, 8, 1, 4, 7, 9};
  for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
    root = insert(root, keys[i], cmp_keys);
  union u v = {.d = 0.5};
  const int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  return height(root) + (int)mix(&v, m) + (default_size == SMALL);
}
