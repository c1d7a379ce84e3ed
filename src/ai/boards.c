/* boards.c: what the retrograde tables share: counting, numbering and walking every board of a two-row game, as its side to move sees it. */
#include "ai_internal.h"

#include <string.h>

uint64_t ai_ways(int k, int s)
{
    if (k == 0) {
        return s == 0 ? 1 : 0;
    }
    uint64_t r = 1; /* C(s + k - 1, k - 1) */
    for (int i = 1; i < k; i++) {
        r = r * (uint64_t)(s + i) / (uint64_t)i;
    }
    return r;
}

bool ai_boards_init(AiBoards *b, int holes, int max)
{
    memset(b, 0, sizeof *b);
    b->holes = holes;
    b->max = max;
    if (holes < 1 || holes > AI_BOARD_MAX_HOLES || max < 0 ||
        max > AI_BOARD_MAX_COUNTERS) {
        return false;
    }
    for (int i = 0; i < holes; i++) {
        for (int rem = 0; rem <= max; rem++) {
            uint64_t acc = 0;
            for (int v = 0; v <= rem + 1; v++) {
                b->before[i][rem][v] = (uint32_t)acc;
                if (v <= rem) {
                    acc += ai_ways(holes - 1 - i, rem - v);
                }
            }
        }
    }
    uint64_t off = 0;
    for (int s = 0; s <= max + 1; s++) {
        if (off > UINT32_MAX) {
            return false;
        }
        b->offset[s] = (uint32_t)off;
        off += ai_ways(holes, s);
    }
    b->count = b->offset[max + 1];
    return true;
}

uint32_t ai_board_index(const AiBoards *b, const uint8_t *board, int total)
{
    uint32_t r = b->offset[total];
    for (int i = 0; i < b->holes - 1; i++) {
        r += b->before[i][total][board[i]];
        total -= board[i];
    }
    return r;
}

void ai_board_of(const RulesPosition *p, uint8_t *board)
{
    size_t n = p->holes_per_row;
    if (p->to_move == RULES_SOUTH) {
        memcpy(board, p->holes, 2 * n);
    } else {
        memcpy(board, p->holes + n, n);
        memcpy(board + n, p->holes, n);
    }
}

bool ai_next_board(uint8_t *board, int holes)
{
    int rest = board[holes - 1];
    for (int i = holes - 2; i >= 0; i--) {
        if (rest > 0) {
            board[i]++;
            for (int j = i + 1; j < holes - 1; j++) {
                board[j] = 0;
            }
            board[holes - 1] = (uint8_t)(rest - 1);
            return true;
        }
        rest += board[i];
    }
    return false;
}
