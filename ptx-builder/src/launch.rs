//! The shape of a kernel launch, shared by the GPU runtime and the interpreter
//! ([`crate::sim`]), so a launch written for one runs on the other.

/// A launch shape: grid and block (in threads), dynamic shared memory, an optional
/// thread-block cluster shape (sm_90 and newer), and whether the launch is a programmatic
/// dependent launch (sm_90 and newer).
///
/// Dynamic shared memory above the default 48 KiB per block is enabled automatically by
/// the GPU runtime (`CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`); more than the
/// device allows is an error before the launch.
///
/// Build one with the constructor of its dimension; the setters change one part:
///
/// ```
/// use typed_ptx_builder::Launch;
/// // 120 blocks of 256 threads.
/// let one_d = Launch::new(120, 256);
/// assert_eq!((one_d.grid, one_d.block), ([120, 1, 1], [256, 1, 1]));
/// // A 64 × 32 matrix in 16 × 16 tiles: a 4 × 2 grid of 16 × 16 blocks.
/// let two_d = Launch::grid_2d([64 / 16, 32 / 16], [16, 16]).shared(4096);
/// assert_eq!((two_d.grid, two_d.block), ([4, 2, 1], [16, 16, 1]));
/// // Any 3-D grid of 3-D blocks.
/// let three_d = Launch::grid_3d([4, 2, 8], [32, 4, 2]);
/// assert_eq!((three_d.grid, three_d.block), ([4, 2, 8], [32, 4, 2]));
/// // A 2-D grid of 1-D blocks (one warp per tile, say): a 3-D constructor with 1s.
/// let rows = Launch::grid_3d([4, 2, 1], [32, 1, 1]);
/// assert_eq!(rows.block, [32, 1, 1]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Launch {
    /// Blocks in x, y, z.
    pub grid: [u32; 3],
    /// Threads per block in x, y, z.
    pub block: [u32; 3],
    /// Bytes of dynamic shared memory per block.
    pub shared_bytes: u32,
    /// Blocks per cluster in x, y, z.
    pub cluster: Option<[u32; 3]>,
    /// A programmatic dependent launch: see [`Launch::programmatic`].
    pub programmatic: bool,
}

impl Launch {
    /// A 1-D launch: `grid` blocks of `block` threads.
    pub fn new(grid: u32, block: u32) -> Launch {
        Launch::grid_3d([grid, 1, 1], [block, 1, 1])
    }
    /// A 2-D launch: a `[x, y]` grid of `[x, y]` blocks (z is 1 in both), the shape of a
    /// kernel over a matrix in tiles. Grid and block have the same dimension, so one
    /// reads as the other; for a 2-D grid of 1-D or 3-D blocks, use
    /// [`grid_3d`](Launch::grid_3d) with a 1 where a dimension is unused.
    pub fn grid_2d(grid: [u32; 2], block: [u32; 2]) -> Launch {
        Launch::grid_3d([grid[0], grid[1], 1], [block[0], block[1], 1])
    }
    /// A 3-D launch: a `[x, y, z]` grid of `[x, y, z]` blocks.
    pub fn grid_3d(grid: [u32; 3], block: [u32; 3]) -> Launch {
        Launch {
            grid,
            block,
            shared_bytes: 0,
            cluster: None,
            programmatic: false,
        }
    }
    /// Replaces the grid (blocks in x, y, z).
    pub fn grid3(mut self, grid: [u32; 3]) -> Launch {
        self.grid = grid;
        self
    }
    /// Replaces the block (threads in x, y, z).
    pub fn block3(mut self, block: [u32; 3]) -> Launch {
        self.block = block;
        self
    }
    /// Sets the dynamic shared memory per block, in bytes.
    pub fn shared(mut self, bytes: u32) -> Launch {
        self.shared_bytes = bytes;
        self
    }
    /// Launches thread-block clusters of `x × y × z` blocks.
    pub fn cluster(mut self, x: u32, y: u32, z: u32) -> Launch {
        self.cluster = Some([x, y, z]);
        self
    }
    /// Makes this a programmatic dependent launch
    /// (`CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION`, compute capability 9.0 and
    /// newer): the kernel may start before the kernel queued before it on the same stream
    /// (its *primary*) has finished, as soon as every CTA of the primary has executed
    /// `griddepcontrol.launch_dependents`
    /// ([`Kernel::griddepcontrol_launch_dependents`](crate::Kernel::griddepcontrol_launch_dependents))
    /// or exited.
    ///
    /// Nothing the primary writes is guaranteed visible to this kernel until it executes
    /// `griddepcontrol.wait`
    /// ([`Kernel::griddepcontrol_wait`](crate::Kernel::griddepcontrol_wait)),
    /// which waits for the primary to complete: a kernel launched this way must wait
    /// before it reads what its primary wrote (or writes what the primary reads). Work
    /// before the wait (its own set-up) overlaps the primary's tail.
    pub fn programmatic(mut self) -> Launch {
        self.programmatic = true;
        self
    }
}
